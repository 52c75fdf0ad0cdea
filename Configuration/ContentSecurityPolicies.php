<?php

declare(strict_types=1);

/*
 * The frontend Content-Security-Policy of a site with this extension (TYPO3 v12.3+ CSP API):
 * exactly the `base` directives of Configuration/Csp/directives.json, set in the frontend scope.
 * What the site settings add (their engines' origins to connect-src, Google's hosts when
 * maps.apiKey is set) comes from Classes/EventListener/SitePolicyListener.php on
 * PolicyMutatedEvent. Both are built by Classes/Security/SitePolicy.php, the one source of the
 * rules; the demo server sends the same policy (fixtures/csp.json).
 *
 * The frontend policy is active only where the site enables it (TYPO3 v13: feature flag
 * `security.frontend.enforceContentSecurityPolicy`, or `contentSecurityPolicies` in the site's
 * csp.yaml).
 */

use Example\SiteFrontend\Security\SitePolicy;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\Scope;
use TYPO3\CMS\Core\Type\Map;

return Map::fromEntries([
    Scope::frontend(),
    SitePolicy::fromFile(__DIR__ . '/Csp/directives.json')->baseMutations(),
]);
