<?php

declare(strict_types=1);

namespace Example\SiteFrontend\DataProcessing;

use TYPO3\CMS\Core\Site\Entity\SiteLanguage;
use TYPO3\CMS\Core\Utility\GeneralUtility;
use TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer;
use TYPO3\CMS\Frontend\ContentObject\DataProcessorInterface;

/**
 * The bundle's labels a site overrides, for the page's language: the bundle compiles its labels
 * in (Resources/Private/Language/locallang.xlf, de.locallang.xlf), so TYPO3's label override
 * alone changes nothing on the page. A site that overrides labels the usual way,
 *
 *     $GLOBALS['TYPO3_CONF_VARS']['SYS']['locallangXMLOverride']
 *         ['EXT:site_frontend/Resources/Private/Language/locallang.xlf'][] = 'EXT:my_site/…/locallang.xlf';
 *     $GLOBALS['TYPO3_CONF_VARS']['SYS']['locallangXMLOverride']['de']
 *         ['EXT:site_frontend/Resources/Private/Language/locallang.xlf'][] = 'EXT:my_site/…/de.locallang.xlf';
 *
 * gets exactly the overridden units as `labelOverrides` (unit id => text), which the layout writes
 * for the bundle's label lookup:
 *
 *     <f:if condition="{labelOverrides}"><sf:frameSettings settings="{labelOverrides}" id="sf-labels" /></f:if>
 *
 * The page's language is the request's SiteLanguage: English (`en`) reads the default overrides
 * (`<source>`), any other language code its own key (`<target>`, a unit with approved="no" skipped,
 * as TYPO3 does). Only ids the bundle knows (those of locallang.xlf) are written; a later override
 * file wins. A site that overrides nothing gets [] without a file being read.
 *
 * XLIFF 1.2 is read with DOMDocument, never executed; a file with a DOCTYPE (entities) or that
 * does not parse is ignored.
 *
 * Options: `as` (default labelOverrides).
 */
final class LabelOverridesProcessor implements DataProcessorInterface
{
    public const LABELS_FILE = 'EXT:site_frontend/Resources/Private/Language/locallang.xlf';
    private const OWN_FILE = __DIR__ . '/../../Resources/Private/Language/locallang.xlf';
    private const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:1.2';

    /** @var \Closure(string): string */
    private readonly \Closure $resolvePath;

    /** @param (callable(string): string)|null $resolvePath EXT: path => absolute file ('' when unknown) */
    public function __construct(?callable $resolvePath = null)
    {
        $this->resolvePath = $resolvePath !== null
            ? \Closure::fromCallable($resolvePath)
            : static fn (string $path): string => GeneralUtility::getFileAbsFileName($path);
    }

    public function process(
        ContentObjectRenderer $cObj,
        array $contentObjectConfiguration,
        array $processorConfiguration,
        array $processedData
    ): array {
        $as = (string)$cObj->stdWrapValue('as', $processorConfiguration, 'labelOverrides');
        $language = $cObj->getRequest()->getAttribute('language');
        $code = $language instanceof SiteLanguage ? $language->getLocale()->getLanguageCode() : 'en';
        $processedData[$as] = $this->overrides($code, $GLOBALS['TYPO3_CONF_VARS']['SYS']['locallangXMLOverride'] ?? []);
        return $processedData;
    }

    /**
     * @param array<string, mixed> $registry TYPO3_CONF_VARS SYS locallangXMLOverride
     * @return array<string, string> unit id => text
     */
    public function overrides(string $languageCode, array $registry): array
    {
        $files = $languageCode === 'en' || $languageCode === ''
            ? ($registry[self::LABELS_FILE] ?? [])
            : ($registry[$languageCode][self::LABELS_FILE] ?? []);
        if (!is_array($files) || $files === []) {
            return [];
        }
        $known = self::units(self::OWN_FILE, false);
        $overrides = [];
        foreach ($files as $file) {
            $path = is_string($file) ? ($this->resolvePath)($file) : '';
            if ($path === '' || !is_file($path)) {
                continue;
            }
            foreach (self::units($path, $languageCode !== 'en') as $id => $text) {
                if (array_key_exists($id, $known)) {
                    unset($overrides[$id]);
                    $overrides[$id] = $text;
                }
            }
        }
        return $overrides;
    }

    /** @return array<string, string> the units of an XLIFF 1.2 file: id => source, or target */
    private static function units(string $path, bool $target): array
    {
        $xml = @file_get_contents($path);
        if ($xml === false || $xml === '') {
            return [];
        }
        $document = new \DOMDocument();
        $previous = libxml_use_internal_errors(true);
        $loaded = $document->loadXML($xml, LIBXML_NONET);
        libxml_clear_errors();
        libxml_use_internal_errors($previous);
        if (!$loaded || $document->doctype !== null) {
            return [];
        }
        $units = [];
        foreach ($document->getElementsByTagNameNS(self::XLIFF_NS, 'trans-unit') as $unit) {
            $id = $unit->getAttribute('id');
            if ($id === '' || ($target && $unit->getAttribute('approved') === 'no')) {
                continue;
            }
            $element = $unit->getElementsByTagNameNS(self::XLIFF_NS, $target ? 'target' : 'source')->item(0);
            if ($element !== null) {
                $units[$id] = $element->textContent;
            }
        }
        return $units;
    }
}
