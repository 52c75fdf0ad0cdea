<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\DataProcessing;

use Example\SiteFrontend\DataProcessing\FrameSettingsProcessor;
use Example\SiteFrontend\Tests\Unit\Fixtures\FixturePage;
use Example\SiteFrontend\ViewHelpers\FrameSettingsViewHelper;
use PHPUnit\Framework\TestCase;
use TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer;

final class FrameSettingsProcessorTest extends TestCase
{
    private static function flexForm(array $fields): string
    {
        $xml = '<T3FlexForms><data><sheet index="sDEF"><language index="lDEF">';
        foreach ($fields as $name => $value) {
            $xml .= '<field index="' . $name . '"><value index="vDEF">' . htmlspecialchars($value, ENT_XML1) . '</value></field>';
        }
        return $xml . '</language></sheet></data></T3FlexForms>';
    }

    /** @param array<string, mixed> $configuration @param array<string, mixed> $record */
    private static function process(array $configuration, array $record = []): array
    {
        return (new FrameSettingsProcessor())->process(new ContentObjectRenderer($record), [], $configuration, []);
    }

    /** @return array<string, array{string, string, mixed, mixed}> */
    public static function castingTable(): array
    {
        return [
            'int from text' => ['footer-social', 'column', '3', 3],
            'int with blanks' => ['footer-social', 'column', ' 2 ', 2],
            'negative int' => ['gallery', 'border', '-1', -1],
            'int already typed' => ['gallery', 'margins', 4, 4],
            'int, wrong value unchanged' => ['footer-social', 'column', 'vier', 'vier'],
            'int, decimal unchanged' => ['gallery', 'margins', '1.5', '1.5'],
            'number, whole' => ['gallery', 'row-height', '160', 160],
            'number, decimal' => ['gallery', 'row-height', '160.5', 160.5],
            'number, leading point' => ['gallery', 'row-height', '.5', 0.5],
            'number, wrong value unchanged' => ['gallery', 'row-height', '160px', '160px'],
            'flag 1' => ['gallery', 'captions', '1', 1],
            'flag 0' => ['gallery', 'captions', '0', 0],
            'flag true' => ['gallery', 'randomize', true, 1],
            'flag false' => ['gallery', 'randomize', false, 0],
            'flag on/off' => ['gallery', 'randomize', 'On', 1],
            'flag, wrong value unchanged' => ['gallery', 'captions', '2', '2'],
            'string trimmed' => ['mobile-menu', 'navigation', ' main-nav ', 'main-nav'],
            'string from a number' => ['carousel', 'variant', 7, '7'],
            'string with markup unchanged' => ['carousel', 'variant', '</script>', '</script>'],
        ];
    }

    /** @dataProvider castingTable */
    public function testTheCastingTableFromTypoScript(string $widget, string $field, mixed $value, mixed $expected): void
    {
        $result = self::process(['widget' => $widget, 'fields.' => [$field => $value]]);
        self::assertSame([$field => $expected], $result['frameSettings']);
    }

    /** @return array<string, array{string, string, string, mixed}> FlexForm values are always text */
    public static function castingTableOfText(): array
    {
        return array_filter(self::castingTable(), static fn (array $row): bool => is_string($row[2]));
    }

    /** @dataProvider castingTableOfText */
    public function testTheCastingTableFromTheFlexForm(string $widget, string $field, string $value, mixed $expected): void
    {
        $result = self::process(['widget' => $widget, 'flexFormField' => 'pi_flexform'], ['pi_flexform' => self::flexForm(['settings.' . $field => $value])]);
        self::assertSame([$field => $expected], $result['frameSettings']);
    }

    public function testTheFlexFormWinsOverTypoScriptAndAnEmptyFlexFormValueFallsBack(): void
    {
        $result = self::process(
            ['widget' => 'gallery', 'flexFormField' => 'pi_flexform', 'fields.' => ['row-height' => '120', 'margins' => '1', 'captions' => '1']],
            ['pi_flexform' => self::flexForm(['settings.row-height' => '200', 'settings.margins' => '', 'settings.captions' => '0'])]
        );
        self::assertSame(['row-height' => 200, 'margins' => 1, 'captions' => 0], $result['frameSettings']);
    }

    public function testEmptyValuesAreLeftOut(): void
    {
        $result = self::process(['widget' => 'gallery', 'fields.' => ['row-height' => '', 'margins' => '  ', 'captions' => null, 'last-row' => 'hide']]);
        self::assertSame(['last-row' => 'hide'], $result['frameSettings']);
        self::assertSame([], self::process(['widget' => 'carousel'])['frameSettings']);
    }

    public function testFieldsTheWidgetDoesNotKnowAreNotWritten(): void
    {
        $result = self::process(
            ['widget' => 'footer-social', 'flexFormField' => 'pi_flexform', 'fields.' => ['column' => '2', 'note' => '<!--<script>']],
            ['pi_flexform' => self::flexForm(['settings.onload' => 'alert(1)'])]
        );
        self::assertSame(['column' => 2], $result['frameSettings']);
    }

    public function testNoOrBrokenFlexFormFallsBackToTypoScript(): void
    {
        foreach (['', '<T3FlexForms><data>', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><T3FlexForms/>'] as $xml) {
            $result = self::process(['widget' => 'footer-social', 'flexFormField' => 'pi_flexform', 'fields.' => ['column' => '3']], ['pi_flexform' => $xml]);
            self::assertSame(['column' => 3], $result['frameSettings']);
        }
    }

    public function testANumberJsonCannotCarryCostsOnlyItsFieldAndIsReportedOnTheScript(): void
    {
        $result = self::process(['widget' => 'gallery', 'flexFormField' => 'pi_flexform'], ['pi_flexform' => self::flexForm([
            'settings.row-height' => str_repeat('9', 309) . '.5',
            'settings.margins' => '12345678901234567890',
            'settings.captions' => '1',
            'settings.last-row' => 'hide',
        ])]);
        $viewHelper = new FrameSettingsViewHelper();
        $viewHelper->setArguments(['settings' => $result['frameSettings']]);
        $html = $viewHelper->render();
        preg_match('~^<script type="application/json" data-sf-refused="([^"]*)">(.*)</script>$~', $html, $match);
        self::assertSame(['captions' => 1, 'last-row' => 'hide'], json_decode($match[2], true));
        $report = json_decode(html_entity_decode($match[1], ENT_QUOTES | ENT_HTML5), true);
        self::assertSame(['row-height', 'margins'], array_column($report, 'field'));
        self::assertStringContainsString('infinite', $report[0]['why']);
        self::assertStringContainsString('12345678901234567890', $report[1]['why']);
    }

    public function testTheVariableNameAndTheCondition(): void
    {
        self::assertSame(['column' => 1], self::process(['widget' => 'footer-social', 'as' => 'footer', 'fields.' => ['column' => '1']])['footer']);
        self::assertSame([], self::process(['widget' => 'footer-social', 'if.' => ['isTrue' => '0'], 'fields.' => ['column' => '1']]));
    }

    public function testAnUnknownWidgetIsAConfigurationError(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->expectExceptionCode(1732300101);
        self::process(['widget' => 'tabs']);
    }

    /** @return iterable<string, array{string, string, array<string, mixed>}> */
    public static function fixtureFrames(): iterable
    {
        foreach (FixturePage::records('frames') as $page => $frames) {
            foreach ($frames as $frameId => $frame) {
                yield basename($page) . ' #' . $frameId => [$page, $frameId, $frame];
            }
        }
    }

    /** @dataProvider fixtureFrames */
    public function testTheFixturePagesFramesHoldWhatTheProcessorWrites(string $page, string $frameId, array $frame): void
    {
        $result = self::process($frame['processor'], $frame['record']);
        $as = $frame['processor']['as'] ?? 'frameSettings';
        self::assertSame(FixturePage::decode(FixturePage::frameSettings($page, $frameId)), FixturePage::roundTrip($result[$as]));
    }
}
