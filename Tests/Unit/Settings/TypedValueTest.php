<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\Settings;

use Example\SiteFrontend\Settings\Refused;
use Example\SiteFrontend\Settings\TypedValue;
use PHPUnit\Framework\TestCase;

final class TypedValueTest extends TestCase
{
    public function testIntegersUpToTheLargestTheBrowserReadsExactlyAreCast(): void
    {
        self::assertSame(9007199254740991, TypedValue::cast('9007199254740991', 'int'));
        self::assertSame(-9007199254740991, TypedValue::cast('-9007199254740991', 'int'));
        self::assertSame(7, TypedValue::cast('007', 'int'));
        self::assertSame(12, TypedValue::cast(12.0, 'int'));
    }

    /** @return array<string, array{mixed}> */
    public static function integersTooLarge(): array
    {
        return [
            'one beyond the browser\'s exact integers' => ['9007199254740992'],
            'negative' => ['-9007199254740992'],
            'twenty digits (beyond PHP\'s own integers)' => ['12345678901234567890'],
            'a float from YAML' => [1.0E19],
        ];
    }

    /** @dataProvider integersTooLarge */
    public function testAnIntegerTooLargeIsRefusedWithItsValueNotClamped(mixed $value): void
    {
        $cast = TypedValue::cast($value, 'int');
        self::assertInstanceOf(Refused::class, $cast);
        self::assertStringContainsString('9007199254740991', $cast->why);
        if (is_string($value)) {
            self::assertStringContainsString($value, $cast->why);
        }
    }

    public function testADecimalTooLargeForJsonIsRefusedNotInfinite(): void
    {
        $digits = '2' . str_repeat('0', 308); // 309 digits: 2e308, beyond the largest double
        foreach ([$digits . '.5', $digits, '-' . $digits . '.0'] as $value) {
            $cast = TypedValue::cast($value, 'number');
            self::assertInstanceOf(Refused::class, $cast, $value);
            self::assertStringContainsString('20000000', $cast->why);
            self::assertStringContainsString('infinite', $cast->why);
        }
    }

    public function testALargeWholeNumberForANumberFieldIsADecimalNotClamped(): void
    {
        self::assertSame(1.2345678901234567E19, TypedValue::cast('12345678901234567890', 'number'));
        self::assertSame(9007199254740991, TypedValue::cast('9007199254740991', 'number'));
        self::assertSame(1.0E308, TypedValue::cast('1' . str_repeat('0', 308), 'number'));
    }
}
