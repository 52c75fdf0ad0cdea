<?php

declare(strict_types=1);

/*
 * The extension's content elements, in the "Special" group of the new content element wizard:
 *
 *   sitefrontend_map    a map block (spec 2.3, 2.4): Templates/Content/Map.html, MapBlockProcessor
 *   sitefrontend_place  a place card or panel (spec 2.5): Templates/Content/Place.html
 *
 * Their rendering is in Configuration/TypoScript/setup.typoscript (tt_content.sitefrontend_*), their
 * editor fields in Configuration/FlexForms/. Labels: Resources/Private/Language/cms.xlf.
 */

use TYPO3\CMS\Core\Utility\ExtensionManagementUtility;

defined('TYPO3') or die();

(static function (): void {
    $ll = 'LLL:EXT:site_frontend/Resources/Private/Language/cms.xlf:';
    $elements = [
        'sitefrontend_map' => ['icon' => 'content-plugin', 'flexForm' => 'Map.xml'],
        'sitefrontend_place' => ['icon' => 'content-plugin', 'flexForm' => 'Place.xml'],
    ];
    foreach ($elements as $cType => $element) {
        ExtensionManagementUtility::addTcaSelectItem('tt_content', 'CType', [
            'label' => $ll . 'ce.' . $cType . '.title',
            'description' => $ll . 'ce.' . $cType . '.description',
            'value' => $cType,
            'icon' => $element['icon'],
            'group' => 'special',
        ]);
        $GLOBALS['TCA']['tt_content']['ctrl']['typeicon_classes'][$cType] = $element['icon'];
        $GLOBALS['TCA']['tt_content']['types'][$cType] = [
            'showitem' => '--div--;LLL:EXT:core/Resources/Private/Language/Form/locallang_tabs.xlf:general,'
                . '--palette--;;general, header, pi_flexform,'
                . '--div--;LLL:EXT:core/Resources/Private/Language/Form/locallang_tabs.xlf:access,'
                . '--palette--;;hidden, --palette--;;access',
        ];
        ExtensionManagementUtility::addPiFlexFormValue(
            '*',
            'FILE:EXT:site_frontend/Configuration/FlexForms/' . $element['flexForm'],
            $cType
        );
    }
})();
