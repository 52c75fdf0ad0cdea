<?php

declare(strict_types=1);

namespace Example\SiteFrontend\DataProcessing;

use Example\SiteFrontend\Settings\SiteFrontendSettings;
use TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer;
use TYPO3\CMS\Frontend\ContentObject\DataProcessorInterface;

/**
 * The page's two configuration scripts, built from the site settings (SiteFrontendSettings: the
 * TYPO3 v13 site settings of the request's site, else the TypoScript `settings.` of the
 * FLUIDTEMPLATE for sites without sets), for the layout to write with the escaping view helper:
 *
 *     <sf:frameSettings settings="{placesConfig}" id="sf-places-config" />
 *     <sf:frameSettings settings="{mapsConfig}" id="sf-maps-config" />
 *
 * `placesConfig` (the place widgets, places/site.ts) keeps the shape the layout has always had:
 *
 *     {"source", "osm": {"nominatim", "photon", "overpass", "searchArea"?: {"center": {"lat",
 *      "lng"}, "radius"}}, "google": {"apiKey", "region"}, "cmsMapsProvider", "companyName"}
 *
 * every key written (an empty engine is ""), `searchArea` only when latitude, longitude and
 * radius are all set.
 *
 * `mapsConfig` (every map block's site-wide settings, which a block's own settings override):
 *
 *     {"provider", "google": {"apiKey", "placeNames"}, "osm": {"tiles", "glyphs", "sprite",
 *      "geocoder", "router", "overpass"}, "consent": {"mode", "privacyUrl"}}
 *
 * empty values left out (an object left empty too), flags as 0/1, `privacyUrl` the URL of the
 * `privacyPage` (a page uid) built by the content object's link builder.
 *
 * TypoScript (Configuration/TypoScript/setup.typoscript, page.headerData.310):
 *
 *     settings < plugin.tx_sitefrontend.settings
 *     dataProcessing.10 = Example\SiteFrontend\DataProcessing\SiteConfigProcessor
 *
 * Options: `placesAs` (default `placesConfig`), `mapsAs` (default `mapsConfig`).
 */
final class SiteConfigProcessor implements DataProcessorInterface
{
    /** mapsConfig.osm field => setting */
    private const OSM_ENGINES = [
        'tiles' => 'maps.osmTiles',
        'glyphs' => 'maps.osmGlyphs',
        'sprite' => 'maps.osmSprite',
        'geocoder' => 'maps.osmGeocoder',
        'router' => 'maps.osmRouter',
        'overpass' => 'maps.osmOverpass',
    ];

    public function process(
        ContentObjectRenderer $cObj,
        array $contentObjectConfiguration,
        array $processorConfiguration,
        array $processedData
    ): array {
        $typoScriptSettings = $contentObjectConfiguration['settings.'] ?? [];
        $settings = SiteFrontendSettings::fromRequest(
            $cObj->getRequest(),
            is_array($typoScriptSettings) ? $typoScriptSettings : []
        );
        $placesAs = (string)$cObj->stdWrapValue('placesAs', $processorConfiguration, 'placesConfig');
        $mapsAs = (string)$cObj->stdWrapValue('mapsAs', $processorConfiguration, 'mapsConfig');
        $processedData[$placesAs] = self::placesConfig($settings);
        $processedData[$mapsAs] = self::mapsConfig($settings, self::privacyUrl($cObj, $settings));
        return $processedData;
    }

    /** @return array<string, mixed> */
    public static function placesConfig(SiteFrontendSettings $settings): array
    {
        $osm = [
            'nominatim' => $settings->text('places.nominatim'),
            'photon' => $settings->text('places.photon'),
            'overpass' => $settings->text('maps.osmOverpass'),
        ];
        $lat = $settings->get('places.searchAreaLatitude');
        $lng = $settings->get('places.searchAreaLongitude');
        $radius = $settings->get('places.searchAreaRadius');
        // The site set's default radius is 0: no area set. Writing it would be refused by the bundle,
        // which then drops the whole places configuration.
        $unset = $radius === null || (is_numeric($radius) && (float)$radius === 0.0);
        if ($lat !== null && $lng !== null && !$unset) {
            $osm['searchArea'] = ['center' => ['lat' => $lat, 'lng' => $lng], 'radius' => $radius];
        }
        return [
            'source' => $settings->text('places.source'),
            'osm' => $osm,
            'google' => [
                'apiKey' => $settings->text('maps.apiKey'),
                'region' => $settings->text('places.googleRegion'),
            ],
            'cmsMapsProvider' => $settings->text('places.cmsMapsProvider'),
        ] + self::withoutEmpty(['companyName' => $settings->text('company.name')]);
    }

    /** @return array<string, mixed> */
    public static function mapsConfig(SiteFrontendSettings $settings, string $privacyUrl): array
    {
        $osm = [];
        foreach (self::OSM_ENGINES as $field => $key) {
            $osm[$field] = $settings->get($key);
        }
        $config = [
            'provider' => $settings->get('maps.provider'),
            'google' => self::withoutEmpty([
                'apiKey' => $settings->get('maps.apiKey'),
                'placeNames' => $settings->get('maps.googlePlaceNames'),
            ]),
            'osm' => self::withoutEmpty($osm),
            'consent' => self::withoutEmpty([
                'mode' => $settings->get('consent.mode'),
                'privacyUrl' => $privacyUrl,
            ]),
        ];
        return self::withoutEmpty($config);
    }

    /** The privacy page's URL, '' when no page is set (or the link builder finds none). */
    private static function privacyUrl(ContentObjectRenderer $cObj, SiteFrontendSettings $settings): string
    {
        $page = $settings->get('privacyPage');
        if (!is_int($page) || $page <= 0) {
            return '';
        }
        return $cObj->createUrl(['parameter' => $page]);
    }

    /** @param array<string, mixed> $values @return array<string, mixed> */
    private static function withoutEmpty(array $values): array
    {
        return array_filter($values, static fn (mixed $value): bool => $value !== null && $value !== '' && $value !== []);
    }
}
