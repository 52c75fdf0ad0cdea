<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\DataProcessing;

use Example\SiteFrontend\DataProcessing\SiteConfigProcessor;
use Example\SiteFrontend\Tests\Unit\Fixtures\DemoSite;
use Example\SiteFrontend\Tests\Unit\Fixtures\FixturePage;
use Example\SiteFrontend\Tests\Unit\Fixtures\Request;
use PHPUnit\Framework\TestCase;
use TYPO3\CMS\Core\Site\Entity\Site;
use TYPO3\CMS\Core\Site\Entity\SiteSettings;
use TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer;

final class SiteConfigProcessorTest extends TestCase
{
    /** @param array<string, mixed> $contentObjectConfiguration */
    private static function process(ContentObjectRenderer $cObj, array $contentObjectConfiguration = []): array
    {
        return (new SiteConfigProcessor())->process($cObj, $contentObjectConfiguration, [], ['data' => []]);
    }

    /**
     * The layout's script, as the demo server writes it: `{{prefix}}` is the server's path prefix
     * of a page link (empty at the site root).
     */
    private static function layoutScript(string $id): mixed
    {
        $json = FixturePage::scriptById('fixtures/layout.html', $id);
        self::assertNotNull($json, "fixtures/layout.html holds no <script type=\"application/json\" id=\"$id\">");
        return FixturePage::decode(str_replace('{{prefix}}', '', $json));
    }

    public function testTheDemoSiteWritesExactlyTheLayoutsPlacesConfig(): void
    {
        $result = self::process(DemoSite::contentObject());
        self::assertSame(self::layoutScript('sf-places-config'), FixturePage::roundTrip($result['placesConfig']));
    }

    public function testTheDemoSiteWritesExactlyTheLayoutsMapsConfig(): void
    {
        $result = self::process(DemoSite::contentObject());
        self::assertSame(self::layoutScript('sf-maps-config'), FixturePage::roundTrip($result['mapsConfig']));
    }

    public function testTheMapsConfigOfAFullyConfiguredSite(): void
    {
        $site = DemoSite::site([
            'maps.provider' => 'google',
            'maps.apiKey' => ' KEY-1 ',
            'maps.googlePlaceNames' => false,
            'maps.osmTiles' => 'https://tiles.example.org/{z}/{x}/{y}.pbf',
            'maps.osmGlyphs' => 'https://tiles.example.org/fonts/{fontstack}/{range}.pbf',
            'maps.osmSprite' => 'https://tiles.example.org/sprite',
            'consent.mode' => 'always',
        ]);
        $result = self::process(DemoSite::contentObject([], $site));
        self::assertSame([
            'provider' => 'google',
            'google' => ['apiKey' => 'KEY-1', 'placeNames' => 0],
            'osm' => [
                'tiles' => 'https://tiles.example.org/{z}/{x}/{y}.pbf',
                'glyphs' => 'https://tiles.example.org/fonts/{fontstack}/{range}.pbf',
                'sprite' => 'https://tiles.example.org/sprite',
                'geocoder' => '/search',
                'router' => '/route/v1',
                'overpass' => '/api/interpreter',
            ],
            'consent' => ['mode' => 'always', 'privacyUrl' => '/datenschutz.html'],
        ], $result['mapsConfig']);
        self::assertSame(['apiKey' => 'KEY-1', 'region' => 'DE'], $result['placesConfig']['google']);
    }

    public function testASiteWithNothingSetWritesAnEmptyMapsConfigAndEmptyEngines(): void
    {
        $cObj = new ContentObjectRenderer([], new Request(['site' => new Site('empty', new SiteSettings([]))]));
        $result = self::process($cObj);
        self::assertSame([], $result['mapsConfig']);
        self::assertSame('<script type="application/json" id="sf-maps-config">{}</script>', self::viewHelper($result['mapsConfig'], 'sf-maps-config'));
        self::assertSame([
            'source' => '',
            'osm' => ['nominatim' => '', 'photon' => '', 'overpass' => ''],
            'google' => ['apiKey' => '', 'region' => ''],
            'cmsMapsProvider' => '',
        ], $result['placesConfig']);
    }

    public function testTheSearchAreaNeedsAllThreeSettings(): void
    {
        foreach (['places.searchAreaLatitude', 'places.searchAreaLongitude', 'places.searchAreaRadius'] as $missing) {
            $result = self::process(DemoSite::contentObject([], DemoSite::site([$missing => ''])));
            self::assertArrayNotHasKey('searchArea', $result['placesConfig']['osm'], $missing . ' empty');
        }
        $result = self::process(DemoSite::contentObject([], DemoSite::site(['places.searchAreaLatitude' => '48.1', 'places.searchAreaRadius' => '500'])));
        self::assertSame(['center' => ['lat' => 48.1, 'lng' => 11.57549], 'radius' => 500], $result['placesConfig']['osm']['searchArea']);
    }

    public function testTheSiteSetsDefaultRadiusOfZeroWritesNoSearchArea(): void
    {
        foreach (['0', 0, '0.0'] as $radius) {
            $result = self::process(DemoSite::contentObject([], DemoSite::site(['places.searchAreaLatitude' => '0', 'places.searchAreaLongitude' => '0', 'places.searchAreaRadius' => $radius])));
            self::assertArrayNotHasKey('searchArea', $result['placesConfig']['osm'], var_export($radius, true));
        }
    }

    public function testAWrongValueIsPassedOnForTheBundleToName(): void
    {
        $result = self::process(DemoSite::contentObject([], DemoSite::site(['places.searchAreaRadius' => 'drei km', 'maps.googlePlaceNames' => 'vielleicht'])));
        self::assertSame('drei km', $result['placesConfig']['osm']['searchArea']['radius']);
        self::assertSame('vielleicht', $result['mapsConfig']['google']['placeNames']);
    }

    public function testNoPrivacyPageNoPrivacyUrl(): void
    {
        $result = self::process(DemoSite::contentObject([], DemoSite::site(['privacyPage' => 0])));
        self::assertSame(['mode' => 'placeholder'], $result['mapsConfig']['consent']);
    }

    public function testASiteWithoutTheSetReadsTheTypoScriptSettings(): void
    {
        $cObj = new ContentObjectRenderer([], new Request());
        $cObj->urls = ['12' => '/privacy'];
        $typoScript = ['settings.' => [
            'maps.' => ['provider' => 'osm', 'apiKey' => '', 'osmTiles' => '/tiles.json', 'googlePlaceNames' => '1', 'osmGeocoder' => ''],
            'places.' => ['source' => 'cms', 'searchAreaLatitude' => '48.5', 'searchAreaLongitude' => '11.5', 'searchAreaRadius' => '2000'],
            'consent.' => ['mode' => 'placeholder'],
            'privacyPage' => '12',
        ]];
        $result = self::process($cObj, $typoScript);
        self::assertSame([
            'provider' => 'osm',
            'google' => ['placeNames' => 1],
            'osm' => ['tiles' => '/tiles.json'],
            'consent' => ['mode' => 'placeholder', 'privacyUrl' => '/privacy'],
        ], $result['mapsConfig']);
        self::assertSame(['center' => ['lat' => 48.5, 'lng' => 11.5], 'radius' => 2000], $result['placesConfig']['osm']['searchArea']);
        self::assertSame('cms', $result['placesConfig']['source']);
    }

    public function testTheSiteSetWinsOverTypoScript(): void
    {
        $result = self::process(DemoSite::contentObject(), ['settings.' => ['maps.' => ['provider' => 'google']]]);
        self::assertSame('osm', $result['mapsConfig']['provider']);
    }

    public function testHostileSettingsStayInsideTheScript(): void
    {
        $result = self::process(DemoSite::contentObject([], DemoSite::site(['maps.osmTiles' => '</script><script>alert(1)</script>', 'consent.mode' => '<!--'])));
        $html = self::viewHelper($result['mapsConfig'], 'sf-maps-config');
        self::assertSame(1, substr_count($html, '<'.'/script>'));
        self::assertStringNotContainsString('<!--', $html);
    }

    private static function viewHelper(array $settings, string $id): string
    {
        $viewHelper = new \Example\SiteFrontend\ViewHelpers\FrameSettingsViewHelper();
        $viewHelper->setArguments(['settings' => $settings, 'id' => $id]);
        return $viewHelper->render();
    }
}
