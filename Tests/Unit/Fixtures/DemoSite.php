<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\Fixtures;

use TYPO3\CMS\Core\Site\Entity\Site;
use TYPO3\CMS\Core\Site\Entity\SiteSettings;
use TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer;

/** The demo site of fixtures/site-settings.json, as a TYPO3 site with the site set in use. */
final class DemoSite
{
    /** The page the demo's privacyPage (55) links to, as the fixtures link it. */
    public const PRIVACY_URL = '/datenschutz.html';

    /** @return array<string, mixed> fixtures/site-settings.json, the `//` comment included */
    public static function settings(): array
    {
        return json_decode(FixturePage::html('fixtures/site-settings.json'), true, 512, JSON_THROW_ON_ERROR);
    }

    /** @param array<string, mixed> $changes identifiers without the plugin.tx_sitefrontend.settings. prefix */
    public static function site(array $changes = []): Site
    {
        $settings = self::settings();
        unset($settings['//']);
        foreach ($changes as $key => $value) {
            $settings['plugin.tx_sitefrontend.settings.' . $key] = $value;
        }
        return new Site('demo', new SiteSettings($settings));
    }

    /** @param array<string, mixed> $record */
    public static function contentObject(array $record = [], ?Site $site = null): ContentObjectRenderer
    {
        $cObj = new ContentObjectRenderer($record, new Request(['site' => $site ?? self::site()]));
        $cObj->urls = ['55' => self::PRIVACY_URL];
        return $cObj;
    }
}
