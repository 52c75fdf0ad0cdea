<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\DataProcessing;

use Example\SiteFrontend\DataProcessing\MapBlockProcessor;
use Example\SiteFrontend\DataProcessing\SiteConfigProcessor;
use Example\SiteFrontend\Settings\Refused;
use Example\SiteFrontend\Settings\SiteFrontendSettings;
use Example\SiteFrontend\Tests\Unit\Fixtures\DemoSite;
use Example\SiteFrontend\Tests\Unit\Fixtures\FixturePage;
use Example\SiteFrontend\ViewHelpers\FrameSettingsViewHelper;
use PHPUnit\Framework\TestCase;
use TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer;

final class MapBlockProcessorTest extends TestCase
{
    /** @param array<string, mixed> $record @param list<array<string, mixed>> $locations */
    private static function process(array $record, array $locations = [], array $configuration = []): array
    {
        return (new MapBlockProcessor())->process(
            new ContentObjectRenderer($record),
            [],
            $configuration + ['flexFormField' => 'pi_flexform', 'as' => 'mapBlock'],
            ['data' => $record, 'locations' => $locations]
        );
    }

    private static function flexForm(array $fields): string
    {
        $xml = '<T3FlexForms><data><sheet index="sDEF"><language index="lDEF">';
        foreach ($fields as $name => $value) {
            $xml .= '<field index="' . $name . '"><value index="vDEF">' . htmlspecialchars($value, ENT_XML1) . '</value></field>';
        }
        return $xml . '</language></sheet></data></T3FlexForms>';
    }

    /**
     * The fixture's block without what the page's #sf-maps-config now carries for every block (the
     * site's osm engines, consent.privacyUrl): fields a fixture still repeats with the site's value.
     * A no-op once the fixture pages no longer repeat them.
     */
    private static function withoutSiteWide(array $block): array
    {
        $site = SiteConfigProcessor::mapsConfig(SiteFrontendSettings::fromFlat(DemoSite::settings()), DemoSite::PRIVACY_URL);
        foreach (['osm', 'consent', 'google'] as $group) {
            foreach ($block[$group] ?? [] as $field => $value) {
                if (($site[$group][$field] ?? null) === $value) {
                    unset($block[$group][$field]);
                }
            }
            if (($block[$group] ?? null) === []) {
                unset($block[$group]);
            }
        }
        return $block;
    }

    /** @return iterable<string, array{string, string, array<string, mixed>}> */
    public static function fixtureBlocks(): iterable
    {
        foreach (FixturePage::records('map-blocks') as $page => $blocks) {
            foreach ($blocks as $id => $block) {
                yield basename($page) . ' #sf-map-settings-' . $id => [$page, (string)$id, $block];
            }
        }
    }

    /** @dataProvider fixtureBlocks */
    public function testTheFixtureBlockHoldsWhatTheProcessorWritesFromItsRecords(string $page, string $id, array $block): void
    {
        $result = self::process($block['record'], array_map(static fn (array $row): array => ['data' => $row], $block['locations']));
        $expected = self::withoutSiteWide(FixturePage::decode(FixturePage::scriptById($page, 'sf-map-settings-' . $id)));
        self::assertSame($expected, FixturePage::roundTrip($result['mapBlock']));
        self::assertSame($id, $result['mapBlock']['mapSettings']['id']);
        self::assertSame(array_column($block['locations'], 'title'), array_column($result['mapBlockAddresses'], 'title'));
    }

    public function testEveryFixtureMapBlockHasRecords(): void
    {
        $records = FixturePage::records('map-blocks');
        foreach (glob(FixturePage::ROOT . 'fixtures/pages/*.html') as $file) {
            $page = 'fixtures/pages/' . basename($file);
            preg_match_all('~id="sf-map-settings-(\w+)"~', (string)file_get_contents($file), $matches);
            self::assertSame($matches[1], array_map('strval', array_keys($records[$page] ?? [])), $page);
        }
    }

    public function testAnElementWithoutFlexFormOrLocations(): void
    {
        $result = self::process(['uid' => 7]);
        self::assertSame(['mapSettings' => ['id' => '7'], 'defaultMapTypes' => ['1' => 'roadmap', '2' => 'satellite'], 'locations' => []], $result['mapBlock']);
        self::assertSame('{"mapSettings":{"id":"7"},"defaultMapTypes":{"1":"roadmap","2":"satellite"},"locations":[]}', json_encode($result['mapBlock']));
    }

    public function testTheCastingTableAndOverrides(): void
    {
        $result = self::process(['uid' => 9, 'pi_flexform' => self::flexForm([
            'settings.mapSettings.id' => 'filiale_9',
            'settings.mapSettings.zoom' => '12',
            'settings.mapSettings.markerOpacity' => '0.75',
            'settings.mapSettings.scrollZoom' => '0',
            'settings.mapSettings.mapTypes' => 'roadmap, satellite,',
            'settings.mapSettings.markerClusterSize' => 'sechzig',
            'settings.mapSettings.height' => '',
            'settings.google.apiKey' => 'BLOCK-KEY',
            'settings.google.placeNames' => '0',
            'settings.osm.maxZoom' => '14',
            'settings.addressAutocomplete' => '0',
            'settings.geolocation' => '0',
            'settings.placeDetails' => ' c84 ',
        ])]);
        self::assertSame([
            'mapSettings' => ['id' => 'filiale_9', 'zoom' => 12, 'scrollZoom' => 0, 'mapTypes' => ['roadmap', 'satellite'], 'markerClusterSize' => 'sechzig', 'markerOpacity' => 0.75],
            'defaultMapTypes' => ['1' => 'roadmap', '2' => 'satellite'],
            'locations' => [],
            'osm' => ['maxZoom' => 14],
            'google' => ['apiKey' => 'BLOCK-KEY', 'placeNames' => 0],
            'placeDetails' => 'c84',
            'addressAutocomplete' => 0,
            'geolocation' => 0,
        ], $result['mapBlock']);
    }

    public function testLocationsCastEmptyFlagsTakeTheSchemasDefaultsWrongValuesPassUnchanged(): void
    {
        $result = self::process(['uid' => 1], [
            ['title' => ' Werk ', 'latitude' => '48.500000', 'longitude' => '-11.25', 'open_by_click' => '', 'close_by_click' => null, 'opened' => '1', 'place_id' => 'cms:werk', 'street' => 'Am Werk 1', 'zip' => '84028', 'city' => 'Landshut'],
            ['latitude' => 'Nord', 'longitude' => '11', 'opened' => 'ja'],
        ]);
        self::assertSame([
            ['latitude' => 48.5, 'longitude' => -11.25, 'title' => 'Werk', 'infoWindowContent' => '', 'icon' => '', 'openByClick' => 1, 'closeByClick' => 0, 'opened' => 1, 'placeId' => 'cms:werk'],
            ['latitude' => 'Nord', 'longitude' => 11, 'title' => '', 'infoWindowContent' => '', 'icon' => '', 'openByClick' => 1, 'closeByClick' => 0, 'opened' => 'ja'],
        ], $result['mapBlock']['locations']);
        self::assertSame([
            ['title' => 'Werk', 'street' => 'Am Werk 1', 'zip' => '84028', 'city' => 'Landshut'],
            ['title' => '', 'street' => '', 'zip' => '', 'city' => ''],
        ], $result['mapBlockAddresses']);
    }

    public function testCategoriesAndTheFilterForm(): void
    {
        $result = self::process(['uid' => 5, 'pi_flexform' => self::flexForm([
            'settings.categoryMatch' => 'all',
            'settings.filter.categories' => "beratung = Beratung\r\n laden \n\n",
            'settings.filter.openNow' => '1',
        ])], [
            ['latitude' => '1', 'longitude' => '2', 'categories' => 'beratung, laden,'],
            ['latitude' => '1', 'longitude' => '2', 'categories' => ''],
        ]);
        self::assertSame(['beratung', 'laden'], $result['mapBlock']['locations'][0]['categories']);
        self::assertArrayNotHasKey('categories', $result['mapBlock']['locations'][1]);
        self::assertSame('all', $result['mapBlock']['categoryMatch']);
        self::assertSame(['categories' => [['key' => 'beratung', 'label' => 'Beratung'], ['key' => 'laden', 'label' => 'laden']], 'openNow' => 1], $result['mapBlockFilter']);
        self::assertArrayNotHasKey(Refused::KEY, $result['mapBlock']);
        self::assertSame(['categories' => [], 'openNow' => 0], self::process(['uid' => 6])['mapBlockFilter']);
    }

    public function testCategoryLinesWithABadKeyAreLeftOutAndReportedByLineTheGoodOnesKept(): void
    {
        $lines = [
            'beratung = Beratung',
            'key with space = Mit Leerzeichen',
            '0 = Null',
            '1 = Eins',
            'be,ratung = Komma',
            'beratung = Noch einmal',
            '   ',
            '= ohne Schlüssel',
            'open = Offen',
            'laden',
            'Büro = Büro',
            'title = Titel',
            'service-center_2 = Servicecenter',
        ];
        $result = self::process(['uid' => 31, 'pi_flexform' => self::flexForm(['settings.filter.categories' => implode("\n", $lines)])]);

        $categories = $result['mapBlockFilter']['categories'];
        self::assertSame([
            ['key' => 'beratung', 'label' => 'Beratung'],
            ['key' => '0', 'label' => 'Null'],
            ['key' => '1', 'label' => 'Eins'],
            ['key' => 'laden', 'label' => 'laden'],
            ['key' => 'service-center_2', 'label' => 'Servicecenter'],
        ], $categories, 'keys stay strings, a duplicate keeps the first line\'s position and label');

        $refused = $result['mapBlock'][Refused::KEY];
        self::assertSame(array_fill(0, 7, 'settings.filter.categories'), array_column($refused, 'field'));
        $whys = array_column($refused, 'why');
        foreach ([2, 5, 6, 8, 9, 11, 12] as $index => $number) {
            self::assertStringStartsWith(sprintf('line %d "%s": ', $number, trim($lines[$number - 1])), $whys[$index]);
            self::assertStringEndsWith('the line is left out', $whys[$index]);
        }
        self::assertStringContainsString('"-" and "_"', $whys[0]);
        self::assertStringContainsString('line 1', $whys[2]);
        self::assertStringContainsString('no key', $whys[3]);
        self::assertStringContainsString('sf-map-filter-31-open', $whys[4]);
        self::assertStringContainsString('sf-map-filter-31-title', $whys[6]);
    }

    public function testBadCategoryLinesReachTheReportOnTheBlocksScriptNotItsJson(): void
    {
        $result = self::process(['uid' => 31, 'pi_flexform' => self::flexForm(['settings.filter.categories' => "a b = X\nok = OK"])]);
        $viewHelper = new FrameSettingsViewHelper();
        $viewHelper->setArguments(['settings' => $result['mapBlock'], 'id' => 'sf-map-settings-31']);
        preg_match('~^<script type="application/json" id="sf-map-settings-31" data-sf-refused="([^"]*)">(.*)</script>$~', $viewHelper->render(), $match);
        self::assertSame(['mapSettings' => ['id' => '31'], 'defaultMapTypes' => ['1' => 'roadmap', '2' => 'satellite'], 'locations' => []], json_decode($match[2], true));
        $report = json_decode(html_entity_decode($match[1], ENT_QUOTES | ENT_HTML5), true);
        self::assertCount(1, $report);
        self::assertSame('settings.filter.categories', $report[0]['field']);
        self::assertStringStartsWith('line 1 "a b = X": ', $report[0]['why']);
    }

    public function testTheFilterPartialWritesTheFixturesCheckboxesFromTheProcessorsCategories(): void
    {
        $page = 'fixtures/pages/standorte.html';
        $block = FixturePage::records('map-blocks')[$page][31];
        $categories = self::process($block['record'])['mapBlockFilter']['categories'];
        $partial = (string)file_get_contents(FixturePage::ROOT . 'Resources/Private/Partials/Map/Filter.html');
        self::assertSame(1, preg_match('~<f:for each="\{categories\}" as="category">\s*(.*?)\s*</f:for>~s', $partial, $loop));
        $written = '';
        foreach ($categories as $category) {
            $written .= strtr($loop[1], [
                '{id}' => '31',
                '{category.key}' => htmlspecialchars($category['key']),
                '{category.label}' => htmlspecialchars($category['label']),
            ]);
        }
        preg_match_all('~<p class="ce-map__check"><input type="checkbox" [^>]*name="category".*?</p>~', FixturePage::html($page), $fixture);
        self::assertCount(4, $fixture[0]);
        self::assertSame(implode('', $fixture[0]), $written);
    }

    public function testAHostileLocationStaysInsideItsScript(): void
    {
        $result = self::process(['uid' => 3], [['title' => '</script><script>alert(1)</script>', 'info_window_content' => "<!--<script>\u{2028}", 'latitude' => '1', 'longitude' => '2']]);
        $viewHelper = new FrameSettingsViewHelper();
        $viewHelper->setArguments(['settings' => $result['mapBlock'], 'id' => 'sf-map-settings-' . $result['mapBlock']['mapSettings']['id']]);
        $html = $viewHelper->render();
        self::assertStringStartsWith('<script type="application/json" id="sf-map-settings-3">', $html);
        self::assertSame(1, substr_count(strtolower($html), '</script'));
        self::assertStringNotContainsString('<!--', $html);
        preg_match('~>(.*)</script>$~', $html, $match);
        self::assertSame('</script><script>alert(1)</script>', json_decode($match[1], true)['locations'][0]['title']);
    }

    public function testOptions(): void
    {
        $result = (new MapBlockProcessor())->process(
            new ContentObjectRenderer(['uid' => 4, 'flexform' => self::flexForm(['settings.provider' => 'google'])]),
            [],
            ['flexFormField' => 'flexform', 'locationsFrom' => 'places', 'as' => 'block', 'defaultMapTypes.' => ['1' => 'terrain']],
            ['places' => [['latitude' => '1', 'longitude' => '2']]]
        );
        self::assertSame('google', $result['block']['provider']);
        self::assertSame(['1' => 'terrain'], $result['block']['defaultMapTypes']);
        self::assertCount(1, $result['block']['locations']);
        self::assertArrayHasKey('blockAddresses', $result);
        self::assertSame([], (new MapBlockProcessor())->process(new ContentObjectRenderer(), [], ['if.' => ['isTrue' => '']], []));
    }
}
