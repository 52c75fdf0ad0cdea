<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Settings;

/**
 * Makes a settings array encodable for the browser, field by field, instead of failing the whole
 * element (json_encode throws on INF, NAN and invalid UTF-8, and writes integers that JSON.parse
 * reads as another number):
 *
 *   INF, NAN                          left out, reported
 *   an integer beyond ±(2^53 - 1)     left out, reported (TypedValue::SAFE_INTEGER)
 *   a Refused value (TypedValue)      left out, reported with its reason
 *   text with invalid UTF-8           kept, each invalid byte replaced by U+FFFD "�", reported
 *   Refused::KEY at the top           a processor's own refusals: reported, never written
 *
 * "Left out" means the widget's default applies, as for an empty value; an entry of a list is
 * removed from the list. An object whose fields were all left out stays an (empty) object. Each
 * report is `['field' => dotted path as the bundle's schemas name it (`mapSettings.zoom`,
 * `locations[2].latitude`), 'why' => words]`; FrameSettingsViewHelper writes them on the script.
 */
final class JsonSafe
{
    /**
     * @param array<mixed> $settings
     * @return array{0: array<mixed>|\stdClass, 1: list<array{field: string, why: string}>}
     */
    public static function clean(array $settings): array
    {
        $reports = [];
        $own = $settings[Refused::KEY] ?? [];
        unset($settings[Refused::KEY]);
        $clean = self::node($settings, '', $reports);
        foreach (is_array($own) ? $own : [] as $entry) {
            if (is_array($entry) && is_scalar($entry['field'] ?? null) && is_scalar($entry['why'] ?? null)) {
                $reports[] = ['field' => self::scrub((string)$entry['field']), 'why' => self::scrub((string)$entry['why'])];
            }
        }
        return [$clean, $reports];
    }

    /**
     * @param array<mixed> $node
     * @param list<array{field: string, why: string}> $reports
     * @return array<mixed>|\stdClass
     */
    private static function node(array $node, string $path, array &$reports): array|\stdClass
    {
        $isList = array_is_list($node);
        $out = [];
        foreach ($node as $key => $value) {
            if (is_string($key) && !self::isUtf8($key)) {
                $key = self::scrub($key);
                $reports[] = ['field' => self::path($path, $key, false), 'why' => 'the field name holds invalid UTF-8; each invalid byte is shown as U+FFFD "�"'];
            }
            $field = self::path($path, $key, $isList);
            $why = self::refusal($value);
            if ($why !== null) {
                $reports[] = ['field' => $field, 'why' => $why . ($isList ? '; the entry is left out' : '; the field is left out')];
                continue;
            }
            if (is_array($value)) {
                $value = self::node($value, $field, $reports);
            } elseif (is_string($value) && !self::isUtf8($value)) {
                $value = self::scrub($value);
                $reports[] = ['field' => $field, 'why' => sprintf('the text holds invalid UTF-8 (not UTF-8 encoded?); it is written as "%s", each invalid byte shown as U+FFFD "�"', self::excerpt($value))];
            }
            $out[$key] = $value;
        }
        if ($isList) {
            return array_values($out);
        }
        // An object that lost fields is still an object: `{}` or `{"0": …}`, never a list.
        return $out !== $node && array_is_list($out) ? (object)$out : $out;
    }

    /** Why JSON cannot carry the value to the browser, or null when it can. */
    private static function refusal(mixed $value): ?string
    {
        if ($value instanceof Refused) {
            return $value->why;
        }
        if (is_float($value) && is_nan($value)) {
            return 'NAN (not a number), which JSON cannot carry';
        }
        if (is_float($value) && is_infinite($value)) {
            return sprintf('%sINF, an infinite number, which JSON cannot carry', $value < 0 ? '-' : '');
        }
        if (is_int($value) && ($value > TypedValue::SAFE_INTEGER || $value < -TypedValue::SAFE_INTEGER)) {
            return sprintf('the integer %d is beyond ±%d, the largest the browser reads exactly', $value, TypedValue::SAFE_INTEGER);
        }
        return null;
    }

    private static function path(string $path, int|string $key, bool $isList): string
    {
        if ($isList) {
            return sprintf('%s[%d]', $path, $key);
        }
        return $path === '' ? (string)$key : $path . '.' . $key;
    }

    private static function isUtf8(string $text): bool
    {
        return preg_match('//u', $text) === 1;
    }

    /** The text with each invalid UTF-8 byte replaced by U+FFFD, as JSON_INVALID_UTF8_SUBSTITUTE does. */
    private static function scrub(string $text): string
    {
        return self::isUtf8($text) ? $text : (string)json_decode((string)json_encode($text, JSON_INVALID_UTF8_SUBSTITUTE));
    }

    /** At most 60 characters (UTF-8, no mbstring needed): longer text is cut to 57 and "...". */
    private static function excerpt(string $text): string
    {
        return (string)preg_replace('/^(.{57}).{4,}$/us', '$1...', $text);
    }
}
