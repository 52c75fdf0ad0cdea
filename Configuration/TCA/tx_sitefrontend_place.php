<?php

declare(strict_types=1);

/*
 * One of the company's own places (TYPO3 v13 TCA): the `#sf-places` list that the CMS place source
 * reads (Documentation/places.md). Editors keep them anywhere in the site's page tree, usually in a
 * folder; page.headerData.310 (setup.typoscript) reads them with their photos and PlacesProcessor
 * writes them (field => JSON: see its doc block). The place id is `cms:` + slug, so the slug is
 * unique in the site and made of [a-z0-9-]. SQL: ext_tables.sql. Labels: cms.xlf (tca.*).
 *
 * Coordinates are `input` fields over DECIMAL(10,6) columns, not `number` with format decimal:
 * DataHandler stores a decimal `number` with two decimals (about 1 km), too coarse for a place.
 */

defined('TYPO3') or die();

$ll = 'LLL:EXT:site_frontend/Resources/Private/Language/cms.xlf:tca.';
$core = 'LLL:EXT:core/Resources/Private/Language/';
$text = static fn (string $label, int $max, int $size = 40, array $more = []): array => [
    'label' => $ll . $label,
    'config' => ['type' => 'input', 'size' => $size, 'max' => $max, 'eval' => 'trim'] + $more,
];
$coordinate = static fn (string $label, string $placeholder): array => [
    'label' => $ll . $label,
    'description' => $ll . 'coordinate.description',
    'l10n_mode' => 'exclude',
    'config' => ['type' => 'input', 'size' => 12, 'max' => 11, 'eval' => 'trim,nospace', 'required' => true, 'placeholder' => $placeholder],
];

return [
    'ctrl' => [
        'title' => $ll . 'place',
        'label' => 'title',
        'label_alt' => 'slug',
        'label_alt_force' => true,
        'tstamp' => 'tstamp',
        'crdate' => 'crdate',
        'delete' => 'deleted',
        'sortby' => 'sorting',
        'languageField' => 'sys_language_uid',
        'transOrigPointerField' => 'l10n_parent',
        'transOrigDiffSourceField' => 'l10n_diffsource',
        'enablecolumns' => ['disabled' => 'hidden'],
        'searchFields' => 'title,slug,street,zip,city,primary_type_label',
        // Allowed in folders and on standard pages alike.
        'security' => ['ignorePageTypeRestriction' => true],
    ],
    'columns' => [
        'hidden' => [
            'exclude' => true,
            'label' => $core . 'locallang_general.xlf:LGL.visible',
            'config' => ['type' => 'check', 'renderType' => 'checkboxToggle', 'items' => [['label' => '', 'invertStateDisplay' => true]]],
        ],
        'sys_language_uid' => [
            'exclude' => true,
            'label' => $core . 'locallang_general.xlf:LGL.language',
            'config' => ['type' => 'language'],
        ],
        'l10n_parent' => [
            'displayCond' => 'FIELD:sys_language_uid:>:0',
            'label' => $core . 'locallang_general.xlf:LGL.l18n_parent',
            'config' => [
                'type' => 'select',
                'renderType' => 'selectSingle',
                'items' => [['label' => '', 'value' => 0]],
                'foreign_table' => 'tx_sitefrontend_place',
                'foreign_table_where' => 'AND {#tx_sitefrontend_place}.{#pid}=###CURRENT_PID### AND {#tx_sitefrontend_place}.{#sys_language_uid} IN (-1,0)',
                'default' => 0,
            ],
        ],
        'l10n_diffsource' => [
            'config' => ['type' => 'passthrough'],
        ],
        'title' => $text('title', 255, 40, ['required' => true]),
        'slug' => [
            'label' => $ll . 'place.slug',
            'description' => $ll . 'place.slug.description',
            // The place id cms:<slug> is the same in every language.
            'l10n_mode' => 'exclude',
            'config' => [
                'type' => 'slug',
                'size' => 40,
                'generatorOptions' => ['fields' => ['title'], 'fieldSeparator' => '-', 'replacements' => ['/' => '-', '_' => '-']],
                'fallbackCharacter' => '-',
                'prependSlash' => false,
                'eval' => 'uniqueInSite',
            ],
        ],
        'primary_type' => $text('place.primaryType', 255, 30, ['placeholder' => 'corporate_office']),
        'primary_type_label' => $text('place.primaryTypeLabel', 255, 30),
        'types' => [
            'exclude' => true,
            'label' => $ll . 'place.types',
            'description' => $ll . 'place.types.description',
            'config' => ['type' => 'input', 'size' => 50, 'max' => 1024, 'eval' => 'trim', 'placeholder' => 'corporate_office, point_of_interest'],
        ],
        'summary' => [
            'label' => $ll . 'place.summary',
            'config' => ['type' => 'text', 'rows' => 3, 'cols' => 50],
        ],
        'street' => $text('street', 255),
        'house_number' => $text('place.houseNumber', 20, 6),
        'zip' => $text('zip', 20, 10),
        'city' => $text('city', 255, 30),
        'country' => [
            'label' => $ll . 'place.country',
            'description' => $ll . 'place.country.description',
            'l10n_mode' => 'exclude',
            'config' => ['type' => 'input', 'size' => 4, 'max' => 2, 'eval' => 'trim,upper,alpha', 'placeholder' => 'DE'],
        ],
        'latitude' => $coordinate('latitude', '48.137430'),
        'longitude' => $coordinate('longitude', '11.575490'),
        'phone' => $text('place.phone', 64, 20, ['placeholder' => '089 1234567-0']),
        'phone_international' => $text('place.phoneInternational', 64, 20, ['placeholder' => '+49 89 1234567-0']),
        'website' => [
            'exclude' => true,
            'label' => $ll . 'place.website',
            'description' => $ll . 'place.website.description',
            // A URL as it is: PlacesProcessor writes the field unchanged (no t3:// page links).
            'config' => ['type' => 'link', 'allowedTypes' => ['url'], 'size' => 40],
        ],
        'opening_hours' => [
            'label' => $ll . 'place.openingHours',
            'description' => $ll . 'place.openingHours.description',
            'l10n_mode' => 'exclude',
            'config' => ['type' => 'text', 'rows' => 7, 'cols' => 20, 'placeholder' => "1 08:00-18:00\n2 08:00-18:00"],
        ],
        'photos' => [
            'exclude' => true,
            'label' => $ll . 'place.photos',
            'config' => ['type' => 'file', 'allowed' => 'common-image-types', 'maxitems' => 10],
        ],
    ],
    'types' => [
        '0' => [
            'showitem' => '--div--;' . $core . 'Form/locallang_tabs.xlf:general,'
                . ' title, slug, --palette--;;type, types, summary,'
                . ' --div--;' . $ll . 'place.tab.address, --palette--;;address, --palette--;;coordinates,'
                . ' --div--;' . $ll . 'place.tab.contact, --palette--;;phones, website, opening_hours,'
                . ' --div--;' . $ll . 'place.photos, photos,'
                . ' --div--;' . $core . 'Form/locallang_tabs.xlf:language, --palette--;;language,'
                . ' --div--;' . $core . 'Form/locallang_tabs.xlf:access, hidden',
        ],
    ],
    'palettes' => [
        'type' => ['showitem' => 'primary_type, primary_type_label'],
        'address' => ['showitem' => 'street, house_number, --linebreak--, zip, city, --linebreak--, country'],
        'coordinates' => ['showitem' => 'latitude, longitude'],
        'phones' => ['showitem' => 'phone, phone_international'],
        'language' => ['showitem' => 'sys_language_uid, l10n_parent'],
    ],
];
