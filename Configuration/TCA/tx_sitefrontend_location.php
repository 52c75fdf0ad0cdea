<?php

declare(strict_types=1);

/*
 * A map block's location (TYPO3 v13 TCA). Editors add these records on the page of the map element
 * (CType sitefrontend_map) and pick the element in `content`: the element's DatabaseQueryProcessor
 * (setup.typoscript, tt_content.sitefrontend_map.dataProcessing.15) reads the records of its own page
 * whose `content` is its uid, in their backend order; MapBlockProcessor::LOCATION_FIELDS turns them
 * into the block's `locations` (title, street, zip and city also into the list without JavaScript).
 * SQL: ext_tables.sql. Labels: Resources/Private/Language/cms.xlf (tca.*).
 *
 * Coordinates are `input` fields over DECIMAL(10,6) columns, not `number` with format decimal:
 * DataHandler stores a decimal `number` with two decimals (about 1 km), too coarse for a marker.
 */

defined('TYPO3') or die();

$ll = 'LLL:EXT:site_frontend/Resources/Private/Language/cms.xlf:tca.';
$core = 'LLL:EXT:core/Resources/Private/Language/';
$coordinate = static fn (string $label, string $placeholder): array => [
    'label' => $ll . $label,
    'description' => $ll . 'coordinate.description',
    'l10n_mode' => 'exclude',
    'config' => ['type' => 'input', 'size' => 12, 'max' => 11, 'eval' => 'trim,nospace', 'required' => true, 'placeholder' => $placeholder],
];
$flag = static fn (string $label, int $default): array => [
    'exclude' => true,
    'label' => $ll . $label,
    'l10n_mode' => 'exclude',
    'config' => ['type' => 'check', 'renderType' => 'checkboxToggle', 'items' => [['label' => '']], 'default' => $default],
];

return [
    'ctrl' => [
        'title' => $ll . 'location',
        'label' => 'title',
        'label_alt' => 'city',
        'tstamp' => 'tstamp',
        'crdate' => 'crdate',
        'delete' => 'deleted',
        'sortby' => 'sorting',
        'languageField' => 'sys_language_uid',
        'transOrigPointerField' => 'l10n_parent',
        'transOrigDiffSourceField' => 'l10n_diffsource',
        'enablecolumns' => ['disabled' => 'hidden'],
        'searchFields' => 'title,street,zip,city',
        // Allowed on standard pages (where the map element is), not only in folders.
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
                'foreign_table' => 'tx_sitefrontend_location',
                'foreign_table_where' => 'AND {#tx_sitefrontend_location}.{#pid}=###CURRENT_PID### AND {#tx_sitefrontend_location}.{#sys_language_uid} IN (-1,0)',
                'default' => 0,
            ],
        ],
        'l10n_diffsource' => [
            'config' => ['type' => 'passthrough'],
        ],
        'content' => [
            'label' => $ll . 'location.content',
            'description' => $ll . 'location.content.description',
            'l10n_mode' => 'exclude',
            'config' => [
                'type' => 'select',
                'renderType' => 'selectSingle',
                'items' => [['label' => $ll . 'location.content.none', 'value' => 0]],
                'foreign_table' => 'tt_content',
                // The query reads the element's own page: offer the map elements of the record's page.
                'foreign_table_where' => 'AND {#tt_content}.{#CType} = \'sitefrontend_map\' AND {#tt_content}.{#pid} = ###CURRENT_PID###'
                    . ' AND {#tt_content}.{#sys_language_uid} IN (-1,0) ORDER BY {#tt_content}.{#sorting}',
                'default' => 0,
            ],
        ],
        'title' => [
            'label' => $ll . 'title',
            'config' => ['type' => 'input', 'size' => 40, 'max' => 255, 'eval' => 'trim', 'required' => true],
        ],
        'street' => [
            'label' => $ll . 'location.street',
            'config' => ['type' => 'input', 'size' => 40, 'max' => 255, 'eval' => 'trim'],
        ],
        'zip' => [
            'label' => $ll . 'zip',
            'config' => ['type' => 'input', 'size' => 10, 'max' => 20, 'eval' => 'trim'],
        ],
        'city' => [
            'label' => $ll . 'city',
            'config' => ['type' => 'input', 'size' => 30, 'max' => 255, 'eval' => 'trim'],
        ],
        'latitude' => $coordinate('latitude', '48.137430'),
        'longitude' => $coordinate('longitude', '11.575490'),
        'info_window_content' => [
            'label' => $ll . 'location.infoWindowContent',
            'config' => ['type' => 'text', 'enableRichtext' => true, 'rows' => 5],
        ],
        'icon' => [
            'exclude' => true,
            'label' => $ll . 'location.icon',
            'description' => $ll . 'location.icon.description',
            'l10n_mode' => 'exclude',
            'config' => ['type' => 'input', 'size' => 40, 'max' => 255, 'eval' => 'trim', 'placeholder' => '/fileadmin/maps/marker.svg'],
        ],
        'open_by_click' => $flag('location.openByClick', 1),
        'close_by_click' => $flag('location.closeByClick', 0),
        'opened' => $flag('location.opened', 0),
        'place_id' => [
            'exclude' => true,
            'label' => $ll . 'location.placeId',
            'description' => $ll . 'location.placeId.description',
            'l10n_mode' => 'exclude',
            'config' => ['type' => 'input', 'size' => 40, 'max' => 255, 'eval' => 'trim', 'placeholder' => 'cms:zentrale'],
        ],
        // Issue 29: the category keys of the map block's filter (settings.filter.categories), comma-separated.
        'categories' => [
            'exclude' => true,
            'label' => $ll . 'location.categories',
            'description' => $ll . 'location.categories.description',
            'l10n_mode' => 'exclude',
            'config' => ['type' => 'input', 'size' => 40, 'max' => 255, 'eval' => 'trim', 'placeholder' => 'beratung, service'],
        ],
    ],
    'types' => [
        '0' => [
            'showitem' => '--div--;' . $core . 'Form/locallang_tabs.xlf:general,'
                . ' content, title, --palette--;;address, --palette--;;coordinates,'
                . ' --div--;' . $ll . 'location.tab.marker, info_window_content, icon, --palette--;;behaviour, place_id, categories,'
                . ' --div--;' . $core . 'Form/locallang_tabs.xlf:language, --palette--;;language,'
                . ' --div--;' . $core . 'Form/locallang_tabs.xlf:access, hidden',
        ],
    ],
    'palettes' => [
        'address' => ['showitem' => 'street, --linebreak--, zip, city'],
        'coordinates' => ['showitem' => 'latitude, longitude'],
        'behaviour' => ['showitem' => 'open_by_click, close_by_click, opened'],
        'language' => ['showitem' => 'sys_language_uid, l10n_parent'],
    ],
];
