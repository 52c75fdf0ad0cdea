<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\ViewHelpers;

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

    public function testSettingsJsonCannotEncodeAreATemplateErrorNamingTheId(): void
    {
        $this->expectException(ViewHelperException::class);
        $this->expectExceptionMessage('#c12');
        self::render(['settings' => ['height' => NAN], 'id' => 'c12']);
    }

    public function testInvalidUtf8IsATemplateError(): void
    {
        $this->expectException(ViewHelperException::class);
        self::render(['settings' => ['title' => "\xff\xfe"]]);
    }

    public function testOutputIsNotEscapedAgainByFluid(): void
    {
        self::assertFalse((new FrameSettingsViewHelper())->isOutputEscapingEnabled());
    }
}
