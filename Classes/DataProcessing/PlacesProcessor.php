<?php

declare(strict_types=1);

namespace Example\SiteFrontend\DataProcessing;

use Example\SiteFrontend\Settings\TypedValue;
use TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer;
use TYPO3\CMS\Frontend\ContentObject\DataProcessorInterface;

/**
 * The company's own places (records of a `tx_sitefrontend_place` table that editors keep) as the
 * list the bundle's CMS place source reads (Documentation/places.md, `cmsPlaceSchema` in
 * Resources/Private/TypeScript/places/sources/cms/schema.ts, which checks every field and names a wrong
 * one in the console):
 *
 *     <f:if condition="{places}"><sf:frameSettings settings="{places}" id="sf-places" /></f:if>
 *
 * One record (field => JSON) becomes:
 *
 *   slug                      id "cms:" . slug ([a-z0-9-]+, stable across edits)
 *   title                     displayName
 *   latitude, longitude       location {lat, lng} (numbers)
 *   street, house_number, zip, city, country
 *                             address {street, houseNumber, postalCode, locality, regionCode}
 *   phone, phone_international nationalPhoneNumber, internationalPhoneNumber
 *   opening_hours             regularOpeningHours {periods: [{open: {day, hour, minute}, close: {…}}]}
 *                             one line per period: "<day 0=Sunday…6> HH:MM-HH:MM" (a close before the
 *                             open is the next day); "0 00:00" alone: always open (no close)
 *   primary_type, primary_type_label, types (comma list)
 *                             primaryType, primaryTypeDisplayName, types[]
 *   website, summary          websiteURI, editorialSummary
 *   photos                    photos [{src, widthPx, heightPx, author?: {displayName, uri?}}]: the
 *                             record's files (TYPO3's FilesProcessor: FileReference objects, read by
 *                             getPublicUrl() and getProperty(width | height | creator | creator_uri);
 *                             or arrays with those keys and `src`)
 *
 * A field the editors left empty is left out, so the widget hides it. The records come from a
 * preceding data processor, by default the variable `placeRecords` (DatabaseQueryProcessor items,
 * ['data' => row, 'photos' => files], or plain rows).
 *
 * Options: `placesFrom` (default placeRecords), `as` (default places).
 */
final class PlacesProcessor implements DataProcessorInterface
{
    public function process(
        ContentObjectRenderer $cObj,
        array $contentObjectConfiguration,
        array $processorConfiguration,
        array $processedData
    ): array {
        $from = (string)$cObj->stdWrapValue('placesFrom', $processorConfiguration, 'placeRecords');
        $as = (string)$cObj->stdWrapValue('as', $processorConfiguration, 'places');
        $places = [];
        foreach (is_array($processedData[$from] ?? null) ? $processedData[$from] : [] as $item) {
            $record = is_array($item['data'] ?? null) ? $item['data'] + ['photos' => $item['photos'] ?? $item['files'] ?? []] : $item;
            if (is_array($record)) {
                $places[] = self::place($record);
            }
        }
        $processedData[$as] = $places;
        return $processedData;
    }

    /** @param array<string, mixed> $record @return array<string, mixed> */
    public static function place(array $record): array
    {
        $text = static fn (string $field): ?string => TypedValue::isEmpty($record[$field] ?? null) ? null : trim((string)$record[$field]);
        $place = [
            'id' => 'cms:' . $text('slug'),
            'displayName' => $text('title'),
            'location' => [
                'lat' => TypedValue::cast($record['latitude'] ?? '', 'number'),
                'lng' => TypedValue::cast($record['longitude'] ?? '', 'number'),
            ],
            'address' => self::withoutEmpty([
                'street' => $text('street'),
                'houseNumber' => $text('house_number'),
                'postalCode' => $text('zip'),
                'locality' => $text('city'),
                'regionCode' => $text('country'),
            ]),
            'primaryType' => $text('primary_type'),
            'primaryTypeDisplayName' => $text('primary_type_label'),
            'types' => TypedValue::isEmpty($record['types'] ?? null) ? null : TypedValue::cast($record['types'], 'list'),
            'nationalPhoneNumber' => $text('phone'),
            'internationalPhoneNumber' => $text('phone_international'),
            'websiteURI' => $text('website'),
            'editorialSummary' => $text('summary'),
            'regularOpeningHours' => self::openingHours((string)($record['opening_hours'] ?? '')),
            'photos' => array_values(array_filter(array_map(self::photo(...), is_array($record['photos'] ?? null) ? $record['photos'] : []))),
        ];
        return self::withoutEmpty($place);
    }

    /** @return array{periods: list<array<string, mixed>>}|null */
    private static function openingHours(string $lines): ?array
    {
        $periods = [];
        foreach (preg_split('/\R/', trim($lines)) ?: [] as $line) {
            if (preg_match('/^\s*([0-6])\s+(\d{1,2}):(\d{2})(?:\s*-\s*(\d{1,2}):(\d{2}))?\s*$/', $line, $m) !== 1) {
                continue;
            }
            [$day, $openHour, $openMinute] = array_map('intval', array_slice($m, 1, 3));
            $period = ['open' => ['day' => $day, 'hour' => $openHour, 'minute' => $openMinute]];
            if (isset($m[4])) {
                [$closeHour, $closeMinute] = [(int)$m[4], (int)$m[5]];
                $closeDay = $closeHour * 60 + $closeMinute <= $openHour * 60 + $openMinute ? ($day + 1) % 7 : $day;
                $period['close'] = ['day' => $closeDay, 'hour' => $closeHour, 'minute' => $closeMinute];
            }
            $periods[] = $period;
        }
        return $periods === [] ? null : ['periods' => $periods];
    }

    /** @return array<string, mixed>|null */
    private static function photo(mixed $file): ?array
    {
        if (is_object($file) && method_exists($file, 'getPublicUrl') && method_exists($file, 'getProperty')) {
            // A file reference throws for a property its record lacks (core's file metadata has no
            // creator_uri): read only what the record holds.
            $read = static fn (string $name): mixed => method_exists($file, 'hasProperty') && !$file->hasProperty($name)
                ? null
                : $file->getProperty($name);
            $src = (string)$file->getPublicUrl();
        } elseif (is_array($file)) {
            $read = static fn (string $name): mixed => $file[$name] ?? null;
            $src = (string)($file['src'] ?? '');
        } else {
            return null;
        }
        if ($src === '') {
            return null;
        }
        $author = self::withoutEmpty([
            'displayName' => trim((string)$read('creator')),
            'uri' => trim((string)$read('creator_uri')),
        ]);
        return self::withoutEmpty([
            'src' => $src,
            'widthPx' => TypedValue::cast((string)$read('width'), 'int'),
            'heightPx' => TypedValue::cast((string)$read('height'), 'int'),
            'author' => isset($author['displayName']) ? $author : null,
        ]);
    }

    /** @param array<string, mixed> $values @return array<string, mixed> */
    private static function withoutEmpty(array $values): array
    {
        return array_filter($values, static fn (mixed $value): bool => $value !== null && $value !== '' && $value !== []);
    }
}
