<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Security;

use Example\SiteFrontend\Settings\SiteFrontendSettings;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\Directive;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\Mutation;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\MutationCollection;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\MutationMode;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\SourceInterface;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\SourceKeyword;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\SourceScheme;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\UriValue;

/**
 * The site's Content-Security-Policy, one source of truth: Configuration/Csp/directives.json.
 *
 * - `base` is the policy of every frontend page (Configuration/ContentSecurityPolicies.php sets it
 *   in TYPO3's frontend scope: baseMutations()).
 * - The origins (scheme://host[:port]) of the engines the site settings configure with absolute
 *   URLs are added to connect-src: maps.osmTiles (without its `pmtiles://` prefix), osmGlyphs,
 *   osmSprite, osmGeocoder, osmRouter, osmOverpass, places.nominatim, places.photon. A relative
 *   URL (`/search`) is the site's own origin ('self'); anything but an http(s) URL with a valid
 *   host (`javascript:`, `data:`, garbage) adds nothing.
 * - `google` is added only when the site configures Google (maps.apiKey set).
 *
 * forSettings() is the whole policy as directive => sources (CSP text), what fixtures/csp.json
 * holds for the demo site; additions() is the part beyond `base`, which SitePolicyListener adds to
 * TYPO3's policy on every frontend request of the site.
 */
final class SitePolicy
{
    public const DIRECTIVES_FILE = __DIR__ . '/../../Configuration/Csp/directives.json';

    /** Settings holding engine URLs the browser connects to. */
    public const ENGINE_SETTINGS = [
        'maps.osmTiles',
        'maps.osmGlyphs',
        'maps.osmSprite',
        'maps.osmGeocoder',
        'maps.osmRouter',
        'maps.osmOverpass',
        'places.nominatim',
        'places.photon',
    ];

    /** @param array{base: array<string, list<string>>, google: array<string, list<string>>} $directives */
    public function __construct(private readonly array $directives)
    {
    }

    public static function fromFile(string $file = self::DIRECTIVES_FILE): self
    {
        $json = file_get_contents($file);
        if ($json === false) {
            throw new \RuntimeException('SitePolicy: cannot read ' . $file, 1732300401);
        }
        $directives = json_decode($json, true, 16, JSON_THROW_ON_ERROR);
        foreach (['base', 'google'] as $part) {
            if (!is_array($directives[$part] ?? null)) {
                throw new \UnexpectedValueException(sprintf('SitePolicy: %s has no "%s" directives', $file, $part), 1732300402);
            }
        }
        return new self(['base' => $directives['base'], 'google' => $directives['google']]);
    }

    /** @return array<string, list<string>> the whole policy for these settings, directive => sources */
    public function forSettings(SiteFrontendSettings $settings): array
    {
        return self::merge($this->directives['base'], $this->additions($settings));
    }

    /** @return array<string, list<string>> what the settings add to `base`, directive => sources */
    public function additions(SiteFrontendSettings $settings): array
    {
        $additions = [];
        $origins = self::engineOrigins($settings);
        if ($origins !== []) {
            $additions['connect-src'] = $origins;
        }
        if ($settings->text('maps.apiKey') !== '') {
            $additions = self::merge($additions, $this->directives['google']);
        }
        return $additions;
    }

    /** The mutations setting `base` in TYPO3's frontend scope (ContentSecurityPolicies.php). */
    public function baseMutations(): MutationCollection
    {
        $mutations = [];
        foreach ($this->directives['base'] as $directive => $sources) {
            $mutations[] = new Mutation(MutationMode::Set, Directive::from($directive), ...array_map(self::source(...), $sources));
        }
        return new MutationCollection(...$mutations);
    }

    /** @return list<string> the distinct origins of the configured absolute engine URLs */
    public static function engineOrigins(SiteFrontendSettings $settings): array
    {
        $origins = [];
        foreach (self::ENGINE_SETTINGS as $key) {
            $url = $settings->text($key);
            if ($key === 'maps.osmTiles' && str_starts_with(strtolower($url), 'pmtiles://')) {
                $url = substr($url, strlen('pmtiles://'));
            }
            $origin = self::origin($url);
            if ($origin !== null && !in_array($origin, $origins, true)) {
                $origins[] = $origin;
            }
        }
        return $origins;
    }

    /**
     * `https://tiles.example.org:8443/x/{z}` -> `https://tiles.example.org:8443`; null for a
     * relative URL or anything that is not an http(s) URL with a valid host. A host label that
     * is a URL template (`{s}.tile.example.org`) becomes the CSP wildcard `*.tile.example.org`.
     */
    public static function origin(string $url): ?string
    {
        $url = trim($url);
        if (preg_match('~^(https?)://([^/?#@\s]+)(?:[/?#]|$)~i', $url, $match) !== 1) {
            return null;
        }
        $scheme = strtolower($match[1]);
        if (preg_match('~^(\[[0-9a-f:.]+\]|[^:]+)(?::(\d{1,5}))?$~i', $match[2], $authority) !== 1) {
            return null;
        }
        $host = strtolower($authority[1]);
        $port = $authority[2] ?? '';
        if ($host[0] !== '[') {
            $labels = explode('.', $host);
            foreach ($labels as $index => $label) {
                if ($index === 0 && preg_match('~^\{[a-z0-9_-]+\}$~', $label) === 1 && count($labels) > 2) {
                    $labels[$index] = '*';
                } elseif (preg_match('~^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$~', $label) !== 1) {
                    return null;
                }
            }
            $host = implode('.', $labels);
        }
        if ($port !== '' && ((int)$port < 1 || (int)$port > 65535)) {
            return null;
        }
        $defaultPort = $scheme === 'https' ? '443' : '80';
        return $scheme . '://' . $host . ($port !== '' && ltrim($port, '0') !== $defaultPort ? ':' . ltrim($port, '0') : '');
    }

    /** A source in CSP text (`'self'`, `data:`, a host or URL) as TYPO3's source object. */
    public static function source(string $text): SourceInterface
    {
        if (preg_match("~^'([a-z-]+)'$~", $text, $match) === 1) {
            return SourceKeyword::from($match[1]);
        }
        if (preg_match('~^([a-z][a-z0-9+.-]*):$~', $text, $match) === 1) {
            return SourceScheme::from($match[1]);
        }
        return new UriValue($text);
    }

    /**
     * @param array<string, list<string>> $policy
     * @param array<string, list<string>> $additions
     * @return array<string, list<string>>
     */
    private static function merge(array $policy, array $additions): array
    {
        foreach ($additions as $directive => $sources) {
            $policy[$directive] = array_values(array_unique([...($policy[$directive] ?? []), ...$sources]));
        }
        return $policy;
    }
}
