<?php

declare(strict_types=1);

/*
 * The frames whose settings FrameSettingsProcessor writes, as the CMS holds them: the processor's
 * TypoScript (Configuration/TypoScript) and the content element's record (tt_content, the
 * FlexForm XML in pi_flexform). Keyed by fixture page and frame id; the test compares the output
 * with the frame's inline JSON in that page.
 */

$flexForm = static function (array $fields): string {
    $xml = '<?xml version="1.0" encoding="utf-8" standalone="yes" ?>' . "\n"
        . '<T3FlexForms><data><sheet index="sDEF"><language index="lDEF">';
    foreach ($fields as $name => $value) {
        $xml .= '<field index="' . $name . '"><value index="vDEF">' . htmlspecialchars($value, ENT_XML1) . '</value></field>';
    }
    return $xml . '</language></sheet></data></T3FlexForms>';
};

$gallery = ['widget' => 'gallery', 'flexFormField' => 'pi_flexform', 'fields.' => ['row-height' => '120'], 'as' => 'frameSettings'];

return [
    'fixtures/pages/galerie.html' => [
        'c71' => [
            'processor' => $gallery,
            'record' => ['uid' => 71, 'CType' => 'sitefrontend_gallery', 'pi_flexform' => $flexForm([
                'settings.row-height' => '160',
                'settings.margins' => '4',
                'settings.captions' => '1',
                'settings.last-row' => 'nojustify',
                'settings.randomize' => '0',
                'settings.border' => '',
            ])],
        ],
        'c72' => [
            'processor' => $gallery,
            'record' => ['uid' => 72, 'CType' => 'sitefrontend_gallery', 'pi_flexform' => $flexForm([
                'settings.row-height' => '140',
                'settings.margins' => ' 2 ',
                'settings.captions' => '1',
                'settings.last-row' => 'hide',
                'settings.randomize' => '',
            ])],
        ],
    ],
    'fixtures/pages/karriere.html' => [
        'c41' => ['processor' => ['widget' => 'carousel', 'fields.' => ['variant' => 'career']], 'record' => ['uid' => 41, 'CType' => 'news_pi1']],
        'c43' => ['processor' => ['widget' => 'carousel', 'fields.' => ['variant' => 'image']], 'record' => ['uid' => 43, 'CType' => 'sitefrontend_imagecarousel']],
    ],
    'fixtures/pages/home.html' => [
        'c16' => ['processor' => ['widget' => 'carousel', 'fields.' => ['variant' => 'journal']], 'record' => ['uid' => 16, 'CType' => 'news_pi1']],
    ],
    'fixtures/pages/journal.html' => [
        'c53' => ['processor' => ['widget' => 'carousel', 'fields.' => ['variant' => 'journal']], 'record' => ['uid' => 53, 'CType' => 'news_pi1']],
    ],
];
