<?php

declare(strict_types=1);

namespace Example\SiteFrontend\DataProcessing;

use Example\SiteFrontend\Settings\TypedValue;
use TYPO3\CMS\Core\Service\FlexFormService;
use TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer;
use TYPO3\CMS\Frontend\ContentObject\DataProcessorInterface;

/**
 * Builds one frame's settings array, typed as the widget's schema in the bundle expects it, for
 * sf:frameSettings (FrameSettingsViewHelper) to emit as inline JSON.
 *
 * TypoScript and FlexForm values reach PHP as strings ("3", "1", ""). JSON.parse in the browser
 * keeps them strings, and the bundle's schemas are strict: `"column": "3"` is not an integer. This
 * processor casts each field of the widget to its JSON type (the table is TypedValue's):
 *
 *   int     "3"  -> 3          (a whole number, optional minus sign)
 *   number  "1.5" -> 1.5       (a decimal number)
 *   flag    "1"/"0", checkbox values, true/false -> 1 / 0
 *   string  trimmed text
 *
 * An empty value (`""`, null) leaves the field out, so the widget's default applies (a required
 * field is then reported missing). A value that does not fit its type (`"vier"` for an int) is
 * passed on unchanged: the bundle's schema is the one place that judges values, and its console
 * error names the frame, the field and what was expected. Ranges and allowed words (position
 * left|right, last-row modes, …) are likewise checked by the bundle, not here.
 *
 * Values come from two places; a non-empty FlexForm value wins over the TypoScript value:
 *
 *   1. `fields.<name>` in the processor's TypoScript (stdWrap allowed): the defaults, and the page
 *      chrome's settings (mobile menu, footer), which have no FlexForm.
 *   2. `settings.<name>` of the FlexForm in the record field named by `flexFormField` (content
 *      elements whose editors set the values, e.g. the grid gallery).
 *
 * TypoScript, page chrome (Configuration/TypoScript/setup.typoscript):
 *
 *     page.10.dataProcessing.30 = Example\SiteFrontend\DataProcessing\FrameSettingsProcessor
 *     page.10.dataProcessing.30 {
 *       widget = footer-social
 *       fields.column = 3
 *       as = footerSocialSettings
 *     }
 *
 * TypoScript, a content element with a FlexForm (its field names are the JSON names below,
 * e.g. <settings.row-height>):
 *
 *     tt_content.sitefrontend_gallery.dataProcessing.20 = Example\SiteFrontend\DataProcessing\FrameSettingsProcessor
 *     tt_content.sitefrontend_gallery.dataProcessing.20 {
 *       widget = gallery
 *       flexFormField = pi_flexform
 *       fields.row-height = 120
 *       as = frameSettings
 *     }
 *
 * and in the template, as the frame element's first child:
 *
 *     <section class="frame ce-gallery-grid" id="c{data.uid}" data-sf-widget="gallery">
 *       <sf:frameSettings settings="{frameSettings}" />
 *       …
 *
 * Options: `widget` (required, a key of FIELDS), `fields.` (TypoScript values), `flexFormField`
 * (optional record field holding FlexForm XML), `as` (variable name, default `frameSettings`),
 * `if.` (the usual condition).
 *
 * Register it under an identifier if you prefer (TYPO3 12.1+: a service tagged `data.processor`
 * with `identifier: 'sitefrontend-frame-settings'`) and write that identifier in TypoScript.
 */
final class FrameSettingsProcessor implements DataProcessorInterface
{
    /**
     * The settings fields of each widget that has any, with their JSON types. Mirrors the schemas
     * in Resources/Private/TypeScript/<widget>/ and the README's markup-contract table; a widget
     * missing here (language-selector, tabs, text-slider, news-filter) takes no settings.
     * Map blocks get their own entry with the map widget (settings keyed by the map settings id).
     */
    private const FIELDS = [
        // mobile-menu/index.tsx: navigation = id of the main navigation (required),
        // position = "left" | "right" (default "left").
        'mobile-menu' => [
            'navigation' => 'string',
            'position' => 'string',
        ],
        // footer-social/index.tsx: column = 1-based info column for the social links
        // (optional, default the last column).
        'footer-social' => [
            'column' => 'int',
        ],
        // carousel/index.tsx: variant = "career" | "journal" | "image" (required).
        'carousel' => [
            'variant' => 'string',
        ],
        // gallery/settings.ts, spec 3.1 names: row-height (default 120), margins (default 1),
        // captions (1 = show), randomize (1 = shuffle), last-row (justify | nojustify | left |
        // center | right | hide), border (pixels, -1 = the margins). The order is the fixtures' order.
        'gallery' => [
            'row-height' => 'number',
            'margins' => 'int',
            'captions' => 'flag',
            'last-row' => 'string',
            'randomize' => 'flag',
            'border' => 'int',
        ],
    ];

    public function __construct(private readonly FlexFormService $flexFormService = new FlexFormService())
    {
    }

    /**
     * @param array<string, mixed> $contentObjectConfiguration
     * @param array<string, mixed> $processorConfiguration
     * @param array<string, mixed> $processedData
     * @return array<string, mixed>
     */
    public function process(
        ContentObjectRenderer $cObj,
        array $contentObjectConfiguration,
        array $processorConfiguration,
        array $processedData
    ): array {
        if (isset($processorConfiguration['if.']) && !$cObj->checkIf($processorConfiguration['if.'])) {
            return $processedData;
        }

        $widget = trim((string)$cObj->stdWrapValue('widget', $processorConfiguration, ''));
        if (!isset(self::FIELDS[$widget])) {
            throw new \InvalidArgumentException(
                sprintf(
                    'FrameSettingsProcessor: "widget = %s" is not a widget with settings; known: %s',
                    $widget,
                    implode(', ', array_keys(self::FIELDS))
                ),
                1732300101
            );
        }
        $as = (string)$cObj->stdWrapValue('as', $processorConfiguration, 'frameSettings');

        $typoScriptFields = $processorConfiguration['fields.'] ?? [];
        $flexFormSettings = $this->readFlexFormSettings(
            $cObj,
            trim((string)$cObj->stdWrapValue('flexFormField', $processorConfiguration, ''))
        );

        $settings = [];
        foreach (self::FIELDS[$widget] as $name => $type) {
            $value = $flexFormSettings[$name] ?? null;
            if (TypedValue::isEmpty($value)) {
                $value = is_array($typoScriptFields) ? $cObj->stdWrapValue($name, $typoScriptFields, null) : null;
            }
            if (TypedValue::isEmpty($value)) {
                continue; // left out: the widget's default applies
            }
            $settings[$name] = TypedValue::cast($value, $type);
        }

        $processedData[$as] = $settings;
        return $processedData;
    }

    /**
     * The `settings` part of the FlexForm XML in the current record's field, or [] when there is
     * none.
     *
     * @return array<string, mixed>
     */
    private function readFlexFormSettings(ContentObjectRenderer $cObj, string $field): array
    {
        if ($field === '') {
            return [];
        }
        $xml = $cObj->data[$field] ?? '';
        if (!is_string($xml) || trim($xml) === '') {
            return [];
        }
        $flexForm = $this->flexFormService->convertFlexFormContentToArray($xml);
        $settings = $flexForm['settings'] ?? [];
        return is_array($settings) ? $settings : [];
    }
}
