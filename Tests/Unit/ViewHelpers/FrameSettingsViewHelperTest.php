<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\ViewHelpers;

use Example\SiteFrontend\Settings\Refused;
use Example\SiteFrontend\ViewHelpers\FrameSettingsViewHelper;
use PHPUnit\Framework\TestCase;
use TYPO3Fluid\Fluid\Core\ViewHelper\Exception as ViewHelperException;

final class FrameSettingsViewHelperTest extends TestCase
{
    /** @param array<string, mixed> $arguments */
    private static function render(array $arguments): string
    {
        $viewHelper = new FrameSettingsViewHelper();
        $viewHelper->setArguments($arguments);
        return $viewHelper->render();
    }

    /** The JSON between the script tags, and the tags around it. */
    private static function split(string $html): array
    {
        self::assertMatchesRegularExpression('~^<script type="application/json"[^<>]*>[^<>]*</script>$~', $html);
        preg_match('~^(<script[^>]*>)(.*)</script>$~s', $html, $match);
        return [$match[1], $match[2]];
    }

    public function testWritesTheSettingsAsAJsonDataBlock(): void
    {
        self::assertSame(
            '<script type="application/json">{"navigation":"main-nav","position":"left"}</script>',
            self::render(['settings' => ['navigation' => 'main-nav', 'position' => 'left']])
        );
    }

    public function testAnIdFromARecordUidArrivesAsAnIntAndIsWritten(): void
    {
        self::assertSame(
            '<script type="application/json" id="12">{}</script>',
            self::render(['settings' => [], 'id' => 12])
        );
    }

    public function testAnEmptyArrayIsAnEmptyObject(): void
    {
        self::assertSame('<script type="application/json">{}</script>', self::render(['settings' => []]));
        self::assertSame('<script type="application/json">{}</script>', self::render([]));
    }

    public function testAMapIsAnObjectAndAListAnArray(): void
    {
        [, $map] = self::split(self::render(['settings' => ['1' => 'roadmap', '2' => 'satellite']]));
        self::assertSame('{"1":"roadmap","2":"satellite"}', $map);
        [, $list] = self::split(self::render(['settings' => [['id' => 'cms:a'], ['id' => 'cms:b']]]));
        self::assertSame('[{"id":"cms:a"},{"id":"cms:b"}]', $list);
        [, $nested] = self::split(self::render(['settings' => ['remoteOrigins' => []]]));
        self::assertSame('{"remoteOrigins":[]}', $nested);
    }

    public function testTypesSurvive(): void
    {
        [, $json] = self::split(self::render(['settings' => ['a' => 3, 'b' => 0.9, 'c' => 1, 'd' => true, 'e' => null, 'f' => '3']]));
        self::assertSame(['a' => 3, 'b' => 0.9, 'c' => 1, 'd' => true, 'e' => null, 'f' => '3'], json_decode($json, true));
    }

    /** @return array<string, array{string}> */
    public static function hostileStrings(): array
    {
        return [
            'script end' => ['</script><script>alert(1)</script>'],
            'script end, upper case' => ['</SCRIPT >'],
            'comment open' => ['<!--'],
            'script open inside a comment' => ['<!--<script>'],
            'comment close' => ['-->'],
            'quotes' => ['"\' `'],
            'ampersand entity' => ['&lt;/script&gt; &amp; &#x3C;'],
            'line separators' => ["a\u{2028}b\u{2029}c"],
            'control characters' => ["\0\t\n\r\x1b"],
            'umlauts and emoji' => ['Zweibrückenstraße 🚲'],
            'backslash' => ['C:\\\\evil\\u003C'],
        ];
    }

    /** @dataProvider hostileStrings */
    public function testAHostileStringCannotLeaveTheScriptAndReadsBackUnchanged(string $hostile): void
    {
        $html = self::render(['settings' => ['title' => $hostile, 'nested' => ['list' => [$hostile]], $hostile => 1]]);
        [, $json] = self::split($html);
        // Nothing the HTML tokenizer acts on inside a script data block, nor a JS line terminator.
        self::assertStringNotContainsString('<', $json);
        self::assertStringNotContainsString('>', $json);
        self::assertStringNotContainsString('&', $json);
        self::assertStringNotContainsString("'", $json);
        self::assertStringNotContainsString("\u{2028}", $json);
        self::assertStringNotContainsString("\u{2029}", $json);
        self::assertMatchesRegularExpression('~^[\x20-\x7e]*$~', $json, 'ASCII only: every other character is a \\u escape');
        // The browser's JSON.parse gets the editor's text back.
        self::assertSame(['title' => $hostile, 'nested' => ['list' => [$hostile]], $hostile => 1], json_decode($json, true, 512, JSON_THROW_ON_ERROR));
    }

    public function testTheIdAndNonceAreEscapedAttributes(): void
    {
        $html = self::render(['settings' => [], 'id' => 'sf-map-settings-"><x', 'nonce' => 'abc"def<&']);
        self::assertSame(
            '<script type="application/json" id="sf-map-settings-&quot;&gt;&lt;x" nonce="abc&quot;def&lt;&amp;">{}</script>',
            $html
        );
    }

    public function testAnIdWithWhitespaceIsATemplateError(): void
    {
        $this->expectException(ViewHelperException::class);
        $this->expectExceptionCode(1732300003);
        self::render(['settings' => [], 'id' => 'sf-map settings']);
    }

    public function testEmptyIdAndNonceWriteNoAttribute(): void
    {
        self::assertSame('<script type="application/json">{}</script>', self::render(['id' => '', 'nonce' => '']));
    }

    /** The JSON and the decoded report (`data-sf-refused`, [] when none) of a rendered script. */
    private static function jsonAndReport(string $html): array
    {
        [$tag, $json] = self::split($html);
        $report = preg_match('~ data-sf-refused="([^"]*)"~', $tag, $match) === 1
            ? json_decode(html_entity_decode($match[1], ENT_QUOTES | ENT_HTML5), true, 512, JSON_THROW_ON_ERROR)
            : [];
        return [json_decode($json, true, 512, JSON_THROW_ON_ERROR), $report];
    }

    public function testValuesJsonCannotCarryAreLeftOutAndReportedByFieldTheRestIsWritten(): void
    {
        $html = self::render(['id' => 'c12', 'settings' => [
            'row-height' => INF,
            'margins' => 4,
            'nested' => ['ratio' => NAN, 'keep' => 'ja'],
            'list' => [1, -INF, 3],
            'huge' => 2 ** 60,
        ]]);
        self::assertStringStartsWith('<script type="application/json" id="c12" data-sf-refused="', $html);
        [$settings, $report] = self::jsonAndReport($html);
        self::assertSame(['margins' => 4, 'nested' => ['keep' => 'ja'], 'list' => [1, 3]], $settings);
        self::assertSame(['row-height', 'nested.ratio', 'list[1]', 'huge'], array_column($report, 'field'));
        self::assertStringContainsString('infinite', $report[0]['why']);
        self::assertStringContainsString('not a number', $report[1]['why']);
        self::assertStringContainsString('1152921504606846976', $report[3]['why']);
    }

    public function testARefusedCastIsLeftOutAndItsReasonReported(): void
    {
        [$settings, $report] = self::jsonAndReport(self::render(['settings' => [
            'mapSettings' => ['id' => '11', 'zoom' => new Refused('the integer 99999999999999999999 is too large')],
            'osm' => ['maxZoom' => new Refused('too large')],
        ]]));
        // An object whose only field was refused stays an object, as the schema expects.
        self::assertSame(['mapSettings' => ['id' => '11'], 'osm' => []], $settings);
        self::assertStringContainsString('"osm":{}', self::split(self::render(['settings' => ['osm' => ['maxZoom' => new Refused('x')]]]))[1]);
        self::assertSame('{"types":{"0":"roadmap"}}', self::split(self::render(['settings' => ['types' => ['0' => 'roadmap', 'x' => NAN]]]))[1]);
        self::assertSame([
            ['field' => 'mapSettings.zoom', 'why' => 'the integer 99999999999999999999 is too large; the field is left out'],
            ['field' => 'osm.maxZoom', 'why' => 'too large; the field is left out'],
        ], $report);
    }

    public function testInAListTheFieldIsNamedByItsIndex(): void
    {
        [$settings, $report] = self::jsonAndReport(self::render(['id' => 'sf-places', 'settings' => [
            ['id' => 'cms:a', 'location' => ['lat' => 48.1, 'lng' => 11.5]],
            ['id' => 'cms:b', 'location' => ['lat' => INF, 'lng' => 11.5]],
        ]]));
        self::assertSame([['id' => 'cms:a', 'location' => ['lat' => 48.1, 'lng' => 11.5]], ['id' => 'cms:b', 'location' => ['lng' => 11.5]]], $settings);
        self::assertSame(['[1].location.lat'], array_column($report, 'field'));
    }

    public function testInvalidUtf8IsReplacedByTheReplacementCharacterAndReported(): void
    {
        $html = self::render(['settings' => ['title' => "Caf\xe9 M\xfcller", 'ok' => 'Zweibrückenstraße', "k\xff" => 1]]);
        [$settings, $report] = self::jsonAndReport($html);
        self::assertSame(['title' => "Caf\u{FFFD} M\u{FFFD}ller", 'ok' => 'Zweibrückenstraße', "k\u{FFFD}" => 1], $settings);
        self::assertSame(['title', "k\u{FFFD}"], array_column($report, 'field'));
        self::assertStringContainsString('UTF-8', $report[0]['why']);
        self::assertStringContainsString("Caf\u{FFFD} M\u{FFFD}ller", $report[0]['why']);
    }

    public function testAProcessorsOwnRefusalsAreReportedAndNeverWrittenIntoTheJson(): void
    {
        $html = self::render(['id' => 'sf-map-settings-11', 'settings' => [
            'mapSettings' => ['id' => '11'],
            Refused::KEY => [['field' => 'settings.filter.categories', 'why' => 'line 2 "a b = X": the key holds a space']],
        ]]);
        [$settings, $report] = self::jsonAndReport($html);
        self::assertSame(['mapSettings' => ['id' => '11']], $settings);
        self::assertSame([['field' => 'settings.filter.categories', 'why' => 'line 2 "a b = X": the key holds a space']], $report);
        self::assertSame('{}', self::split(self::render(['settings' => [Refused::KEY => []]]))[1]);
    }

    public function testTheReportCannotLeaveItsAttribute(): void
    {
        $hostile = '"><script>alert(1)</script><!--';
        $html = self::render(['settings' => [Refused::KEY => [['field' => $hostile, 'why' => $hostile . "'"]], 'x' => new Refused($hostile)]]);
        self::assertSame(1, substr_count(strtolower($html), '<script'));
        self::assertSame(1, substr_count(strtolower($html), '</script'));
        self::assertStringNotContainsString('<!--', $html);
        [, $report] = self::jsonAndReport($html);
        self::assertSame(['x', $hostile], array_column($report, 'field'));
    }

    public function testSettingsWithoutAnythingToReportHaveNoReport(): void
    {
        self::assertStringNotContainsString('data-sf-refused', self::render(['settings' => ['a' => 1.5, 'b' => PHP_INT_MAX >> 11, 'c' => 'ä']]));
    }

    public function testOutputIsNotEscapedAgainByFluid(): void
    {
        self::assertFalse((new FrameSettingsViewHelper())->isOutputEscapingEnabled());
    }
}
