<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\Security;

use Example\SiteFrontend\EventListener\SitePolicyListener;
use Example\SiteFrontend\Security\SitePolicy;
use Example\SiteFrontend\Settings\SiteFrontendSettings;
use Example\SiteFrontend\Tests\Unit\Fixtures\DemoSite;
use Example\SiteFrontend\Tests\Unit\Fixtures\FixturePage;
use Example\SiteFrontend\Tests\Unit\Fixtures\Request;
use PHPUnit\Framework\TestCase;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\Event\PolicyMutatedEvent;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\Policy;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\Scope;
use TYPO3\CMS\Core\Type\Map;

final class SitePolicyTest extends TestCase
{
    /** @return array<string, mixed> */
    private static function expected(string $name): array
    {
        return json_decode(FixturePage::html('fixtures/csp.json'), true, 16, JSON_THROW_ON_ERROR)[$name];
    }

    private static function demo(array $changes = []): SiteFrontendSettings
    {
        return SiteFrontendSettings::fromFlat(DemoSite::settings())->with($changes);
    }

    public function testTheDemoSitesPolicyIsFixturesCspWithoutGoogle(): void
    {
        self::assertSame(self::expected('withoutGoogle'), SitePolicy::fromFile()->forSettings(self::demo()));
    }

    public function testWithAnApiKeyItIsFixturesCspWithGoogle(): void
    {
        self::assertSame(self::expected('withGoogle'), SitePolicy::fromFile()->forSettings(self::demo(['maps.apiKey' => 'KEY'])));
    }

    public function testAWhitespaceApiKeyIsNoGoogle(): void
    {
        self::assertSame(self::expected('withoutGoogle'), SitePolicy::fromFile()->forSettings(self::demo(['maps.apiKey' => '   '])));
    }

    public function testAbsoluteEngineHostsAreAddedToConnectSrcOnceEach(): void
    {
        $policy = SitePolicy::fromFile()->forSettings(self::demo([
            'maps.osmTiles' => 'pmtiles://https://cdn.example.org/osm/bayern.pmtiles',
            'maps.osmGlyphs' => 'https://cdn.example.org/fonts/{fontstack}/{range}.pbf',
            'maps.osmSprite' => 'https://CDN.example.org:443/sprite',
            'maps.osmGeocoder' => 'https://geo.example.org:8443/search',
            'maps.osmRouter' => 'http://router.example.org/route/v1',
            'maps.osmOverpass' => '/api/interpreter',
            'places.nominatim' => 'https://geo.example.org:8443/',
            'places.photon' => 'https://photon.example.org/api?lang=de',
        ]));
        self::assertSame(
            ["'self'", 'https://cdn.example.org', 'https://geo.example.org:8443', 'http://router.example.org', 'https://photon.example.org'],
            $policy['connect-src']
        );
        $rest = $policy;
        unset($rest['connect-src']);
        $base = self::expected('withoutGoogle');
        unset($base['connect-src']);
        self::assertSame($base, $rest, 'the engines change connect-src only');
    }

    public function testGoogleAndEnginesTogether(): void
    {
        $policy = SitePolicy::fromFile()->forSettings(self::demo(['maps.apiKey' => 'KEY', 'maps.osmRouter' => 'https://router.example.org']));
        self::assertSame(
            ["'self'", 'https://router.example.org', 'https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
            $policy['connect-src']
        );
    }

    /** @return array<string, array{string, ?string}> */
    public static function origins(): array
    {
        return [
            'https' => ['https://tiles.example.org/{z}/{x}/{y}.pbf', 'https://tiles.example.org'],
            'port kept' => ['https://tiles.example.org:8080/x', 'https://tiles.example.org:8080'],
            'default port dropped' => ['https://tiles.example.org:443/x', 'https://tiles.example.org'],
            'upper case' => ['HTTPS://Tiles.Example.ORG/x', 'https://tiles.example.org'],
            'query only' => ['https://a.example.org?x=1', 'https://a.example.org'],
            'subdomain template' => ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
            'ipv6' => ['http://[::1]:8080/route', 'http://[::1]:8080'],
            'relative' => ['/search', null],
            'protocol relative' => ['//evil.example.org/x', null],
            'javascript' => ['javascript:alert(1)', null],
            'javascript with slashes' => ['javascript://evil.example.org/%0aalert(1)', null],
            'data' => ['data:text/plain,x', null],
            'userinfo' => ['https://user@evil.example.org/', null],
            'CSP injection' => ["https://a.example.org; script-src 'unsafe-inline'", null],
            'quote in host' => ["https://a'b.example.org/", null],
            'wildcard' => ['https://*.example.org/', null],
            'empty' => ['', null],
            'garbage' => ['not a url', null],
            'port out of range' => ['https://a.example.org:99999/', null],
            'template in the domain' => ['https://tiles.{domain}/x', null],
        ];
    }

    /** @dataProvider origins */
    public function testTheOriginOfAnEngineUrl(string $url, ?string $origin): void
    {
        self::assertSame($origin, SitePolicy::origin($url));
    }

    public function testGarbageEnginesAddNothing(): void
    {
        $policy = SitePolicy::fromFile()->forSettings(self::demo([
            'maps.osmTiles' => 'pmtiles://javascript:alert(1)',
            'maps.osmGeocoder' => "https://a.example.org; script-src 'unsafe-inline'",
            'places.photon' => 'javascript:alert(1)',
        ]));
        self::assertSame(self::expected('withoutGoogle'), $policy);
    }

    public function testContentSecurityPoliciesPhpSetsExactlyTheBaseInTheFrontendScope(): void
    {
        $map = require FixturePage::ROOT . 'Configuration/ContentSecurityPolicies.php';
        self::assertInstanceOf(Map::class, $map);
        self::assertSame([Scope::frontend()], $map->keys());
        $policy = (new Policy())->set(\TYPO3\CMS\Core\Security\ContentSecurityPolicy\Directive::ScriptSrc, \TYPO3\CMS\Core\Security\ContentSecurityPolicy\SourceKeyword::unsafeEval)
            ->mutate($map->get(Scope::frontend()));
        $directives = json_decode(FixturePage::html('Configuration/Csp/directives.json'), true, 16, JSON_THROW_ON_ERROR);
        $actual = $policy->toArray();
        ksort($actual);
        $base = $directives['base'];
        ksort($base);
        self::assertSame($base, $actual, 'Set replaces what was there (script-src loses unsafe-eval)');
    }

    private static function event(?Request $request, Scope $scope): PolicyMutatedEvent
    {
        $map = require FixturePage::ROOT . 'Configuration/ContentSecurityPolicies.php';
        $policy = (new Policy())->mutate($map->get(Scope::frontend()));
        return new PolicyMutatedEvent($scope, $request, $policy, $policy);
    }

    public function testTheListenerAddsWhatTheRequestsSiteNeeds(): void
    {
        $site = DemoSite::site(['maps.apiKey' => 'KEY', 'places.photon' => 'https://photon.example.org/api']);
        $event = self::event(new Request(['site' => $site]), Scope::frontendSiteIdentifier('demo'));
        (new SitePolicyListener())($event);
        $expected = self::expected('withGoogle');
        $expected['connect-src'] = ["'self'", 'https://photon.example.org', 'https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'];
        self::assertSame($expected, $event->getCurrentPolicy()->toArray());
    }

    public function testTheListenerLeavesTheDemoSitesPolicyAsItIs(): void
    {
        $event = self::event(new Request(['site' => DemoSite::site()]), Scope::frontend());
        (new SitePolicyListener())($event);
        self::assertSame(self::expected('withoutGoogle'), $event->getCurrentPolicy()->toArray());
    }

    public function testTheListenerIgnoresTheBackendAndRequestlessEvents(): void
    {
        $site = DemoSite::site(['maps.apiKey' => 'KEY']);
        foreach ([self::event(new Request(['site' => $site]), Scope::backend()), self::event(null, Scope::frontend())] as $event) {
            (new SitePolicyListener())($event);
            self::assertSame(self::expected('withoutGoogle'), $event->getCurrentPolicy()->toArray());
        }
    }

    public function testServicesYamlRegistersTheListenerForPolicyMutatedEvent(): void
    {
        $yaml = FixturePage::html('Configuration/Services.yaml');
        self::assertMatchesRegularExpression(
            '~Example\\\\SiteFrontend\\\\EventListener\\\\SitePolicyListener:\s+tags:\s+- name: event\.listener\s+identifier: [^\n]+\s+event: TYPO3\\\\CMS\\\\Core\\\\Security\\\\ContentSecurityPolicy\\\\Event\\\\PolicyMutatedEvent~',
            $yaml
        );
    }
}
