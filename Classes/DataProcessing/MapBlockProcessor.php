<?php

declare(strict_types=1);

namespace Example\SiteFrontend\DataProcessing;

use Example\SiteFrontend\Settings\Refused;
use Example\SiteFrontend\Settings\TypedValue;
use TYPO3\CMS\Core\Service\FlexFormService;
use TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer;
use TYPO3\CMS\Frontend\ContentObject\DataProcessorInterface;

/**
 * A map block's settings (spec 3.3, 3.4; the bundle's map/settings.ts `mapBlockSchema`), built from
 * the map content element (CType sitefrontend_map): its FlexForm, its uid and its location records,
 * typed by TypedValue's casting table. Partials/Map/Block.html writes them with the escaping view
 * helper:
 *
 *     <sf:frameSettings settings="{mapBlock}" id="sf-map-settings-{mapBlock.mapSettings.id}" />
 *
 * Output, in this order (a key only when the element sets it, except where noted):
 *
 *     provider             settings.provider (osm | google): the block's own provider
 *     mapSettings          {id (always: settings.mapSettings.id, else the record's uid), width, height,
 *                          zoom, defaultType, scrollZoom, draggable, …, theme, loadTimeout, …}:
 *                          settings.mapSettings.<field>, see MAP_SETTINGS
 *     defaultMapTypes      always: the processor's `defaultMapTypes.` (default 1 roadmap, 2 satellite)
 *     locations            always (maybe []): one per location record, in their order: latitude,
 *                          longitude (numbers), title, infoWindowContent, icon (text, "" when empty),
 *                          openByClick, closeByClick, opened (0/1; an empty flag takes the schema's
 *                          default 1, 0, 0), placeId (only when set), categories (only when
 *                          set: the record's comma-separated `categories` keys as a list)
 *     consent              {required, privacyUrl}: settings.consent.*
 *     osm, google          settings.osm.* / settings.google.*: only what the element overrides; the
 *                          site's engines, key and privacy link come from the page's #sf-maps-config
 *                          (SiteConfigProcessor), which the bundle reads under every block
 *     placeDetails, placeSearch, addressAutocomplete, categoryMatch (issue 29: any | all),
 *                          geolocation (issue 29: 0 hides 'Meinen Standort verwenden')
 *
 * A location record (table tx_sitefrontend_location, fields as below) comes from a preceding data
 * processor, by default the variable `locations` (e.g. TYPO3's DatabaseQueryProcessor, whose items
 * are ['data' => row]; plain rows work too). The list the template shows without JavaScript is
 * `{as}Addresses` (default `mapBlockAddresses`): title, street, zip, city of each location, since
 * the settings JSON carries no address. The filter form (issue 29, Partials/Map/Filter.html) is
 * `{as}Filter`: categories (a list of {key, label}, keys always strings, from the FlexForm's
 * settings.filter.categories, one `key = Label` per line, in that order; a line without `=` is its
 * own label) and openNow (0/1, settings.filter.openNow). A location's categories are the keys in its
 * record's `categories` field ("beratung, service"), the keys of the filter's lines. A line whose
 * key is empty, used before, not made of A-Z a-z 0-9 - _, or `open` / `title` (ids the form has)
 * is left out; the block's settings script reports it (Refused::KEY), and the bundle logs it
 * naming the line and the field.
 *
 * TypoScript (Configuration/TypoScript/setup.typoscript, tt_content.sitefrontend_map):
 *
 *     dataProcessing {
 *       10 = database-query
 *       10 { table = tx_sitefrontend_location, pidInList.field = pid,
 *            where.dataWrap = content = {field:uid}, orderBy = sorting, as = locations }
 *       20 = Example\SiteFrontend\DataProcessing\MapBlockProcessor
 *       20 { flexFormField = pi_flexform, as = mapBlock }
 *     }
 *
 * Options: `flexFormField` (default pi_flexform), `locationsFrom` (default locations), `as`
 * (default mapBlock), `defaultMapTypes.` (type number => map type).
 */
final class MapBlockProcessor implements DataProcessorInterface
{
    /** settings.mapSettings.<field> => JSON type (map/settings.ts mapSettingsSchema), in the fixtures' order. */
    public const MAP_SETTINGS = [
        'width' => 'string',
        'height' => 'string',
        'zoom' => 'int',
        'defaultType' => 'string',
        'scrollZoom' => 'flag',
        'draggable' => 'flag',
        'doubleClickZoom' => 'flag',
        'mapTypeControl' => 'flag',
        'mapTypeControlOptions.style' => 'string',
        'mapTypeControlOptions.position' => 'string',
        'mapTypes' => 'list',
        'zoomControl' => 'flag',
        'zoomControlOptions.position' => 'string',
        'scaleControl' => 'flag',
        'streetViewControl' => 'flag',
        'streetViewControlOptions.position' => 'string',
        'fullscreenControl' => 'flag',
        'fullscreenControlOptions.position' => 'string',
        'markerLabel' => 'flag',
        'markerCluster' => 'flag',
        'markerClusterZoom' => 'int',
        'markerClusterSize' => 'int',
        'markerClusterStyle' => 'int',
        'markerOpacity' => 'number',
        'theme' => 'string',
        'loadTimeout' => 'number',
        'requestTimeout' => 'number',
        'fallbackAddress' => 'string',
    ];

    /** The block's own overrides after mapSettings and locations: settings.<path> => JSON type. */
    public const OVERRIDES = [
        'consent.required' => 'flag',
        'consent.privacyUrl' => 'string',
        'osm.tiles' => 'string',
        'osm.style' => 'string',
        'osm.glyphs' => 'string',
        'osm.sprite' => 'string',
        'osm.maxZoom' => 'int',
        'osm.geocoder' => 'string',
        'osm.router' => 'string',
        'osm.overpass' => 'string',
        'google.apiKey' => 'string',
        'google.placeNames' => 'flag',
        'placeDetails' => 'string',
        'placeSearch' => 'string',
        'addressAutocomplete' => 'flag',
        'categoryMatch' => 'string',
        'geolocation' => 'flag',
    ];

    /** Location record field => [JSON name, type, default when empty (null: left out)]. */
    public const LOCATION_FIELDS = [
        'latitude' => ['latitude', 'number', null],
        'longitude' => ['longitude', 'number', null],
        'title' => ['title', 'string', ''],
        'info_window_content' => ['infoWindowContent', 'string', ''],
        'icon' => ['icon', 'string', ''],
        'open_by_click' => ['openByClick', 'flag', 1],
        'close_by_click' => ['closeByClick', 'flag', 0],
        'opened' => ['opened', 'flag', 0],
        'place_id' => ['placeId', 'string', null],
        'categories' => ['categories', 'list', null],
    ];

    private const DEFAULT_MAP_TYPES = ['1' => 'roadmap', '2' => 'satellite'];

    /** A filter category's key: a checkbox value, part of an element id, one of a comma list. */
    public const CATEGORY_KEY = '/^[A-Za-z0-9_-]+$/';

    /** Keys whose checkbox id (sf-map-filter-{id}-{key}) Partials/Map/Filter.html already gives to. */
    private const RESERVED_CATEGORY_KEYS = ['open' => 'open-now checkbox', 'title' => 'heading'];

    public function __construct(private readonly FlexFormService $flexFormService = new FlexFormService())
    {
    }

    public function process(
        ContentObjectRenderer $cObj,
        array $contentObjectConfiguration,
        array $processorConfiguration,
        array $processedData
    ): array {
        if (isset($processorConfiguration['if.']) && !$cObj->checkIf($processorConfiguration['if.'])) {
            return $processedData;
        }
        $as = (string)$cObj->stdWrapValue('as', $processorConfiguration, 'mapBlock');
        $flexFormField = (string)$cObj->stdWrapValue('flexFormField', $processorConfiguration, 'pi_flexform');
        $locationsFrom = (string)$cObj->stdWrapValue('locationsFrom', $processorConfiguration, 'locations');
        $defaultMapTypes = $processorConfiguration['defaultMapTypes.'] ?? self::DEFAULT_MAP_TYPES;

        $xml = $cObj->data[$flexFormField] ?? '';
        $flexForm = is_string($xml) && trim($xml) !== '' ? $this->flexFormService->convertFlexFormContentToArray($xml) : [];
        $settings = is_array($flexForm['settings'] ?? null) ? $flexForm['settings'] : [];
        $rows = self::rows($processedData[$locationsFrom] ?? []);

        $block = [];
        self::put($block, 'provider', self::read($settings, 'provider'), 'string');
        $block['mapSettings'] = self::mapSettings($settings, $cObj->data['uid'] ?? '');
        $block['defaultMapTypes'] = is_array($defaultMapTypes) ? array_map('strval', $defaultMapTypes) : self::DEFAULT_MAP_TYPES;
        $block['locations'] = array_map(self::location(...), $rows);
        foreach (self::OVERRIDES as $path => $type) {
            self::put($block, $path, self::read($settings, $path), $type);
        }
        $id = $block['mapSettings']['id'];
        [$categories, $badLines] = self::categories(self::read($settings, 'filter.categories'), is_scalar($id) ? (string)$id : '');
        if ($badLines !== []) {
            $block[Refused::KEY] = $badLines;
        }

        $processedData[$as] = $block;
        $processedData[$as . 'Addresses'] = array_map(static fn (array $row): array => [
            'title' => trim((string)($row['title'] ?? '')),
            'street' => trim((string)($row['street'] ?? '')),
            'zip' => trim((string)($row['zip'] ?? '')),
            'city' => trim((string)($row['city'] ?? '')),
        ], $rows);
        $processedData[$as . 'Filter'] = [
            'categories' => $categories,
            'openNow' => TypedValue::cast(self::read($settings, 'filter.openNow') ?? '0', 'flag') === 1 ? 1 : 0,
        ];
        return $processedData;
    }

    /**
     * The filter's categories from lines `key = Label` (a line without `=` is its own label), in
     * order, and the lines left out, each as a report naming the line (number and text) and the
     * field. A key is a checkbox value, part of an element id and one of a location's
     * comma-separated `categories`: letters A-Z a-z, digits, "-" and "_" only (CATEGORY_KEY). A
     * key used again keeps its first line; `open` and `title` would give the checkbox the id of the
     * form's open-now box or of its heading.
     *
     * @return array{0: list<array{key: string, label: string}>, 1: list<array{field: string, why: string}>}
     */
    private static function categories(mixed $text, string $id): array
    {
        $categories = [];
        $firstLine = [];
        $bad = [];
        foreach (is_string($text) ? preg_split('/\R/', $text) : [] as $index => $line) {
            if (trim($line) === '') {
                continue;
            }
            [$key, $label] = array_map('trim', explode('=', $line, 2)) + [1 => ''];
            $why = match (true) {
                $key === '' => 'the line has no key before "=" (write "key = Label")',
                preg_match(self::CATEGORY_KEY, $key) !== 1 => sprintf('the key "%s" may hold only the letters A-Z and a-z, the digits 0-9, "-" and "_" (no spaces, no commas: a location\'s categories are a comma list of these keys)', $key),
                isset($firstLine[$key]) => sprintf('the key "%s" is already the category of line %d', $key, $firstLine[$key]),
                isset(self::RESERVED_CATEGORY_KEYS[$key]) => sprintf('the key "%s" would give its checkbox the id sf-map-filter-%s-%s, which the filter form\'s %s has', $key, $id, $key, self::RESERVED_CATEGORY_KEYS[$key]),
                default => null,
            };
            if ($why !== null) {
                $shown = (string)preg_replace('/^(.{57}).{4,}$/us', '$1...', trim($line));
                $bad[] = ['field' => 'settings.filter.categories', 'why' => sprintf('line %d "%s": %s; the line is left out', $index + 1, $shown, $why)];
                continue;
            }
            $firstLine[$key] = $index + 1;
            $categories[] = ['key' => $key, 'label' => $label !== '' ? $label : $key];
        }
        return [$categories, $bad];
    }

    /** @param array<string, mixed> $settings @return array<string, mixed> */
    private static function mapSettings(array $settings, mixed $uid): array
    {
        $mapSettings = [];
        $id = self::read($settings, 'mapSettings.id');
        $mapSettings['id'] = TypedValue::isEmpty($id) ? (string)$uid : TypedValue::cast($id, 'string');
        foreach (self::MAP_SETTINGS as $path => $type) {
            self::put($mapSettings, $path, self::read($settings, 'mapSettings.' . $path), $type);
        }
        return $mapSettings;
    }

    /** @param array<string, mixed> $row @return array<string, mixed> */
    private static function location(array $row): array
    {
        $location = [];
        foreach (self::LOCATION_FIELDS as $field => [$name, $type, $default]) {
            $value = $row[$field] ?? null;
            if (TypedValue::isEmpty($value)) {
                if ($default !== null) {
                    $location[$name] = $default;
                }
                continue;
            }
            $location[$name] = TypedValue::cast($value, $type);
        }
        return $location;
    }

    /** @return list<array<string, mixed>> the records, from DatabaseQueryProcessor items or plain rows */
    private static function rows(mixed $items): array
    {
        $rows = [];
        foreach (is_array($items) ? $items : [] as $item) {
            $row = is_array($item) && is_array($item['data'] ?? null) ? $item['data'] : $item;
            if (is_array($row)) {
                $rows[] = $row;
            }
        }
        return $rows;
    }

    /** The value at a dotted path of the FlexForm settings, or null. */
    private static function read(array $settings, string $path): mixed
    {
        $node = $settings;
        foreach (explode('.', $path) as $part) {
            if (!is_array($node) || !array_key_exists($part, $node)) {
                return null;
            }
            $node = $node[$part];
        }
        return $node;
    }

    /** Sets the cast value at a dotted path, unless it is empty. */
    private static function put(array &$target, string $path, mixed $value, string $type): void
    {
        if (TypedValue::isEmpty($value) || is_array($value) && $type !== 'list') {
            return;
        }
        $value = TypedValue::cast($value, $type);
        if ($value === []) {
            return;
        }
        $parts = explode('.', $path);
        $last = array_pop($parts);
        $node = &$target;
        foreach ($parts as $part) {
            $node[$part] ??= [];
            $node = &$node[$part];
        }
        $node[$last] = $value;
    }
}
