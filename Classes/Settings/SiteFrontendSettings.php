<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Settings;

use Psr\Http\Message\ServerRequestInterface;
use TYPO3\CMS\Core\Site\Entity\Site;

/**
 * The site-wide settings of the extension, typed, from one flat map of setting identifiers
 * (`plugin.tx_sitefrontend.settings.maps.provider` => 'osm'): the identifiers of the site set
 * (Configuration/Sets/SiteFrontend/settings.definitions.yaml), which are also the TypoScript
 * constant names of the static include.
 *
 * Where they come from (fromRequest()): a site that uses the site set gets its TYPO3 v13 site
 * settings (`$request->getAttribute('site')->getSettings()`); a site without sets (static
 * TypoScript include) gets the TypoScript `settings.` the FLUIDTEMPLATE copies from
 * `plugin.tx_sitefrontend.settings` (nested TypoScript keys, `maps.` => [`provider` => …]).
 *
 * Every value is cast by TypedValue (so "3000" from TypoScript and 3000 from YAML read the same);
 * an empty value reads as null.
 */
final class SiteFrontendSettings
{
    public const PREFIX = 'plugin.tx_sitefrontend.settings.';

    /** The settings this reader knows (identifier without PREFIX => JSON type). */
    public const TYPES = [
        'maps.provider' => 'string',
        'maps.apiKey' => 'string',
        'maps.osmTiles' => 'string',
        'maps.osmGlyphs' => 'string',
        'maps.osmSprite' => 'string',
        'maps.osmGeocoder' => 'string',
        'maps.osmRouter' => 'string',
        'maps.osmOverpass' => 'string',
        'maps.googlePlaceNames' => 'flag',
        'places.source' => 'string',
        'places.nominatim' => 'string',
        'places.photon' => 'string',
        'places.cmsMapsProvider' => 'string',
        'places.googleRegion' => 'string',
        'places.searchAreaLatitude' => 'number',
        'places.searchAreaLongitude' => 'number',
        'places.searchAreaRadius' => 'int',
        'consent.mode' => 'string',
        'privacyPage' => 'int',
        'company.name' => 'string',
    ];

    /** @param array<string, mixed> $values identifier without PREFIX => typed value, empty ones left out */
    private function __construct(private readonly array $values)
    {
    }

    /**
     * From a flat map of identifiers, with or without PREFIX (fixtures/site-settings.json, a site's
     * settings). Keys this reader does not know (the `//` comment) are ignored.
     *
     * @param array<string, mixed> $flat
     */
    public static function fromFlat(array $flat): self
    {
        $values = [];
        foreach ($flat as $identifier => $value) {
            $key = str_starts_with((string)$identifier, self::PREFIX) ? substr((string)$identifier, strlen(self::PREFIX)) : (string)$identifier;
            if (isset(self::TYPES[$key]) && !TypedValue::isEmpty($value) && is_scalar($value)) {
                $values[$key] = TypedValue::cast($value, self::TYPES[$key]);
            }
        }
        return new self($values);
    }

    /**
     * From TypoScript's nested `settings.` array (`maps.` => [`provider` => 'osm'], `privacyPage` => '55').
     *
     * @param array<string, mixed> $typoScript
     */
    public static function fromTypoScript(array $typoScript): self
    {
        return self::fromFlat(self::flatten($typoScript, ''));
    }

    /**
     * The site's settings when the request's site has any of ours (the site set is in use), else
     * the TypoScript settings.
     *
     * @param array<string, mixed> $typoScriptSettings
     */
    public static function fromRequest(?ServerRequestInterface $request, array $typoScriptSettings): self
    {
        $site = $request?->getAttribute('site');
        if ($site instanceof Site) {
            $siteSettings = $site->getSettings();
            $flat = [];
            foreach (array_keys(self::TYPES) as $key) {
                if ($siteSettings->has(self::PREFIX . $key)) {
                    $flat[$key] = $siteSettings->get(self::PREFIX . $key);
                }
            }
            if ($flat !== []) {
                return self::fromFlat($flat);
            }
        }
        return self::fromTypoScript($typoScriptSettings);
    }

    /** The typed value, or null when the setting is empty or not set. */
    public function get(string $key): mixed
    {
        if (!isset(self::TYPES[$key])) {
            throw new \InvalidArgumentException(sprintf('SiteFrontendSettings: unknown setting "%s"', $key), 1732300301);
        }
        return $this->values[$key] ?? null;
    }

    /** The value as text ('' when empty). */
    public function text(string $key): string
    {
        $value = $this->get($key);
        return is_scalar($value) ? (string)$value : '';
    }

    /** @return array<string, mixed> identifier without PREFIX => typed value, empty ones left out */
    public function all(): array
    {
        return $this->values;
    }

    /** A copy with some settings replaced (identifiers without PREFIX). */
    public function with(array $changes): self
    {
        return self::fromFlat(array_merge($this->values, $changes));
    }

    /** @param array<string, mixed> $typoScript @return array<string, mixed> */
    private static function flatten(array $typoScript, string $path): array
    {
        $flat = [];
        foreach ($typoScript as $key => $value) {
            if (is_array($value)) {
                $flat += self::flatten($value, $path . rtrim((string)$key, '.') . '.');
            } else {
                $flat[$path . $key] = $value;
            }
        }
        return $flat;
    }
}
