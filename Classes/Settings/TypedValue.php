<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Settings;

/**
 * The casting table of every processor that writes settings JSON for the bundle.
 *
 * TypoScript, FlexForm and database values reach PHP as strings ("3", "1", ""); site settings are
 * typed by settings.definitions.yaml but may still be strings in a hand-written settings.yaml.
 * JSON.parse in the browser keeps strings strings, and the bundle's schemas are strict
 * (`"column": "3"` is not an integer), so each field is cast to its JSON type:
 *
 *   int     "3" -> 3, "-1" -> -1              (a whole number, optional minus sign)
 *   number  "1.5" -> 1.5, "3" -> 3, ".5" -> 0.5 (a decimal number; integers stay integers)
 *   flag    "1"/"0", true/false, "true"/"false", "on"/"off", "yes"/"no" -> 1 / 0
 *   string  trimmed text; an integer or float becomes its text
 *   list    "a, b" -> ["a", "b"] (a comma list, or an array, of trimmed non-empty strings)
 *
 * A value that does not fit its type ("vier" for an int, "2" for a flag) is passed on unchanged:
 * the bundle's schema is the one place that judges values, and its console error names the frame,
 * the field and what was expected. Ranges and allowed words are checked there too.
 *
 * A number that fits its type but that JSON cannot carry to the browser becomes a Refused value
 * instead: an integer beyond ±(2^53 - 1), the largest the browser's JSON.parse reads exactly (PHP
 * would clamp "12345678901234567890" to PHP_INT_MAX), and a decimal so large that it would be
 * infinite (309 digits and more). sf:frameSettings leaves such a field out and reports it, naming
 * the field, so the rest of the element is still written. A whole number too large for an integer
 * is a decimal for a `number` field.
 */
final class TypedValue
{
    /** 2^53 - 1, JavaScript's Number.MAX_SAFE_INTEGER: the largest integer the browser reads exactly. */
    public const SAFE_INTEGER = 9007199254740991;

    private const FLAG_TRUE = [true, 1, '1', 'true', 'on', 'yes'];
    private const FLAG_FALSE = [false, 0, '0', 'false', 'off', 'no'];

    /** `null`, `""` or only whitespace, or an empty list: the field is left out, its default applies. */
    public static function isEmpty(mixed $value): bool
    {
        return $value === null || $value === [] || (is_string($value) && trim($value) === '');
    }

    /** The value in its JSON type, or unchanged when it does not fit (the bundle then reports it). */
    public static function cast(mixed $value, string $type): mixed
    {
        if (is_string($value)) {
            $value = trim($value);
        }
        return match ($type) {
            'int' => self::toInt($value),
            'number' => self::toNumber($value),
            'flag' => self::toFlag($value),
            'list' => self::toList($value),
            'string' => is_int($value) || is_float($value) ? (string)$value : $value,
            default => throw new \InvalidArgumentException(sprintf('TypedValue: unknown type "%s"', $type), 1732300201),
        };
    }

    private static function toInt(mixed $value): mixed
    {
        if (is_string($value) && preg_match('/^-?\d+$/', $value) === 1) {
            return self::safeInteger($value) ?? self::tooLargeInteger($value);
        }
        if (is_float($value) && floor($value) === $value) {
            return abs($value) <= self::SAFE_INTEGER ? (int)$value : self::tooLargeInteger(sprintf('%.0f', $value));
        }
        return $value;
    }

    private static function toNumber(mixed $value): mixed
    {
        if (is_string($value) && preg_match('/^-?\d+$/', $value) === 1) {
            return self::safeInteger($value) ?? self::finite($value);
        }
        if (is_string($value) && preg_match('/^-?(\d+\.\d*|\.\d+)$/', $value) === 1) {
            return self::finite($value);
        }
        return $value;
    }

    /** The integer a string of digits (optional minus sign) stands for, or null beyond ±SAFE_INTEGER. */
    private static function safeInteger(string $digits): ?int
    {
        $magnitude = ltrim(ltrim($digits, '-'), '0');
        // 16 digits and fewer fit PHP's integers, so the comparison below is exact.
        if (strlen($magnitude) > 16 || abs((int)$digits) > self::SAFE_INTEGER) {
            return null;
        }
        return (int)$digits;
    }

    private static function tooLargeInteger(string $digits): Refused
    {
        return new Refused(sprintf(
            'the integer %s is beyond ±%d, the largest the browser reads exactly',
            self::excerpt($digits),
            self::SAFE_INTEGER
        ));
    }

    /** A decimal number as a float, or Refused when it is too large to be finite. */
    private static function finite(string $number): float|Refused
    {
        $float = (float)$number;
        if (is_finite($float)) {
            return $float;
        }
        return new Refused(sprintf('the number %s is too large for JSON (it would be infinite)', self::excerpt($number)));
    }

    /** A long number shortened for a message: its first digits and its length. */
    private static function excerpt(string $number): string
    {
        return strlen($number) <= 40 ? $number : sprintf('%s… (%d characters)', substr($number, 0, 20), strlen($number));
    }

    private static function toFlag(mixed $value): mixed
    {
        $normalised = is_string($value) ? strtolower($value) : $value;
        if (in_array($normalised, self::FLAG_TRUE, true)) {
            return 1;
        }
        if (in_array($normalised, self::FLAG_FALSE, true)) {
            return 0;
        }
        return $value;
    }

    private static function toList(mixed $value): mixed
    {
        if (is_string($value)) {
            $value = explode(',', $value);
        }
        if (!is_array($value)) {
            return $value;
        }
        $items = [];
        foreach ($value as $item) {
            if (is_string($item) && trim($item) !== '') {
                $items[] = trim($item);
            } elseif (!is_string($item)) {
                $items[] = $item;
            }
        }
        return $items;
    }
}
