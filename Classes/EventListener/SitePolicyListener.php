<?php

declare(strict_types=1);

namespace Example\SiteFrontend\EventListener;

use Example\SiteFrontend\Security\SitePolicy;
use Example\SiteFrontend\Settings\SiteFrontendSettings;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\Directive;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\Event\PolicyMutatedEvent;

/**
 * Adds what the site settings need to the frontend policy (SitePolicy::additions()): the origins of
 * the site's absolute engine URLs to connect-src, and Google's hosts when maps.apiKey is set.
 * Registered in Configuration/Services.yaml. It reads the settings of the request's site (the site
 * set); a site without the set keeps the `base` policy of Configuration/ContentSecurityPolicies.php
 * (its engines are then on its own origin, or it adds their hosts in its site package).
 */
final class SitePolicyListener
{
    public function __construct(private readonly ?SitePolicy $sitePolicy = null)
    {
    }

    public function __invoke(PolicyMutatedEvent $event): void
    {
        if (!$event->scope->type->isFrontend() || $event->request === null) {
            return;
        }
        $settings = SiteFrontendSettings::fromRequest($event->request, []);
        $policy = $event->getCurrentPolicy();
        foreach (($this->sitePolicy ?? SitePolicy::fromFile())->additions($settings) as $directive => $sources) {
            $policy = $policy->extend(Directive::from($directive), ...array_map(SitePolicy::source(...), $sources));
        }
        $event->setCurrentPolicy($policy);
    }
}
