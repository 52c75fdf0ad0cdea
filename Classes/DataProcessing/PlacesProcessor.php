<?php

declare(strict_types=1);

namespace Example\SiteFrontend\DataProcessing;

use TYPO3\CMS\Core\Resource\FileReference;
use TYPO3\CMS\Core\Resource\ProcessedFile;
use TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer;
use TYPO3\CMS\Frontend\ContentObject\DataProcessorInterface;

/**
 * Emits the company's own places (records of a `tx_sitefrontend_place` table that editors keep) as
 * the JSON list the bundle's CMS place source reads: `<script type="application/json"
 * id="sf-places">[…]</script>` (Documentation/places.md, schema `cmsPlaceSchema` in
 * Resources/Private/TypeScript/places/sources/cms.ts, which checks every field and names a wrong one
 * in the console).
 *
 * One record becomes:
 *
 *   id                  "cms:" . the record's slug ([a-z0-9-]+), stable across edits
 *   displayName         title
 *   location            {lat, lng} as numbers
 *   address             {street, houseNumber, postalCode, locality, regionCode "DE"}
 *   primaryType, primaryTypeDisplayName, types[]
 *   nationalPhoneNumber, internationalPhoneNumber, websiteURI, editorialSummary
 *   regularOpeningHours {periods: [{open: {day 0=Sunday…6, hour, minute}, close: {…} or null}]}
 *   photos[]            {src, widthPx, heightPx, variants: [{width, src}], author {displayName, uri}}
 *                       src: the original in fileadmin; variants: processed files (e.g. 500 and 1000 px
 *                       wide) so a card asks for 500 px and gets the smallest file that wide
 *   reviews[]           {author {displayName}, rating 1–5, text, originalText?, languageCode,
 *                        originalLanguageCode?, publishTime ISO 8601, visitDateYear?, visitDateMonth?}
 *   evChargeOptions     {connectorAggregations: [{type TYPE_2|CCS_COMBO_2|…, maxChargeRateKw, count,
 *                        availableCount?, outOfServiceCount?, availabilityLastUpdateTime ISO}]}
 *   fuelOptions         {fuelPrices: [{type DIESEL|…, price {amount, currencyCode "EUR"}, updateTime ISO}]}
 *   consumerAlert       {overview, details {title, description, aboutLinkTitle, aboutLinkURI}}
 *   accessibilityOptions, parkingOptions, paymentOptions, amenities: true / false, or left out (unknown)
 *
 * Left out, not empty: a field the editors did not fill is omitted, so the widget hides it.
 *
 * TypoScript (page.headerData or a FLUIDTEMPLATE's dataProcessing):
 *
 *   page.footerData.320 = FLUIDTEMPLATE
 *   page.footerData.320 {
 *     template = TEXT
 *     template.value = <script type="application/json" id="sf-places">{places -> f:format.raw()}</script>
 *     dataProcessing.10 = Example\SiteFrontend\DataProcessing\PlacesProcessor
 *     dataProcessing.10.as = places
 *   }
 */
final class PlacesProcessor implements DataProcessorInterface
{
    public function process(ContentObjectRenderer $cObj, array $contentObjectConfiguration, array $processorConfiguration, array $processedData): array
    {
        $places = [];
        foreach ($this->records() as $record) {
            $place = [
                'id' => 'cms:' . $record['slug'],
                'displayName' => trim((string)$record['title']),
                'location' => ['lat' => (float)$record['latitude'], 'lng' => (float)$record['longitude']],
                'address' => array_filter([
                    'street' => $record['street'],
                    'houseNumber' => $record['house_number'],
                    'postalCode' => $record['zip'],
                    'locality' => $record['city'],
                    'regionCode' => 'DE',
                ], static fn ($value) => $value !== '' && $value !== null),
                'editorialSummary' => $record['summary'] ?: null,
                'photos' => array_map(fn (FileReference $file) => $this->photo($file), $record['photos']),
                // … the other fields of the list above, each left out when empty.
            ];
            $places[] = array_filter($place, static fn ($value) => $value !== null && $value !== []);
        }
        $processedData[$processorConfiguration['as'] ?? 'places'] = json_encode(
            $places,
            JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR
        );
        return $processedData;
    }

    /** @return array{src: string, widthPx: int, heightPx: int, variants: list<array{width: int, src: string}>, author?: array{displayName: string}} */
    private function photo(FileReference $file): array
    {
        $variants = [];
        foreach ([500, 1000] as $width) {
            $processed = $file->getOriginalFile()->process(ProcessedFile::CONTEXT_IMAGECROPSCALEMASK, ['maxWidth' => $width]);
            $variants[] = ['width' => (int)$processed->getProperty('width'), 'src' => $processed->getPublicUrl()];
        }
        $photo = [
            'src' => $file->getPublicUrl(),
            'widthPx' => (int)$file->getProperty('width'),
            'heightPx' => (int)$file->getProperty('height'),
            'variants' => $variants,
        ];
        $author = trim((string)$file->getProperty('creator'));
        if ($author !== '') {
            $photo['author'] = ['displayName' => $author];
        }
        return $photo;
    }

    /** @return list<array<string, mixed>> The place records of the site (repository query omitted in this stub). */
    private function records(): array
    {
        return [];
    }
}
