<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\Fixtures;

/**
 * Reads the JSON the hand-written fixture pages (fixtures/pages/*.html, fixtures/layout.html) hold,
 * so the tests compare what the PHP writes with exactly what the bundle's tests and the demo run on.
 */
final class FixturePage
{
    public const ROOT = __DIR__ . '/../../../';

    public static function html(string $file): string
    {
        $html = file_get_contents(self::ROOT . $file);
        if ($html === false) {
            throw new \RuntimeException('cannot read ' . $file);
        }
        return $html;
    }

    /** The raw JSON of `<script type="application/json" id="…">`, or null when the page has none. */
    public static function scriptById(string $file, string $id): ?string
    {
        $pattern = '~<script type="application/json" id="' . preg_quote($id, '~') . '"[^>]*>(.*?)</script>~s';
        return preg_match($pattern, self::html($file), $match) === 1 ? $match[1] : null;
    }

    /** The raw JSON of the settings script that is the first child of the frame with the element id. */
    public static function frameSettings(string $file, string $frameId): ?string
    {
        $pattern = '~<[a-z]+ [^>]*\bid="' . preg_quote($frameId, '~') . '"[^>]*>\s*<script type="application/json">(.*?)</script>~s';
        return preg_match($pattern, self::html($file), $match) === 1 ? $match[1] : null;
    }

    /** The JSON decoded as the browser's JSON.parse reads it (objects as arrays, key order kept). */
    public static function decode(?string $json): mixed
    {
        if ($json === null) {
            throw new \RuntimeException('no such script in the fixture');
        }
        return json_decode($json, true, 512, JSON_THROW_ON_ERROR);
    }

    /** What a value becomes after the view helper's json_encode and the browser's JSON.parse. */
    public static function roundTrip(mixed $value): mixed
    {
        $flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_THROW_ON_ERROR;
        return json_decode(json_encode($value === [] ? new \stdClass() : $value, $flags), true, 512, JSON_THROW_ON_ERROR);
    }

    /** @return array<string, mixed> a record file of Tests/Unit/Fixtures/Records/ */
    public static function records(string $name): array
    {
        return require __DIR__ . '/Records/' . $name . '.php';
    }
}
