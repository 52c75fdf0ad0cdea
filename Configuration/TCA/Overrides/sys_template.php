<?php

declare(strict_types=1);

/*
 * The static TypoScript "Site frontend (site_frontend)" for sites without site sets: include it in
 * the site's TypoScript record (Web > Template > Info/Modify > Edit the whole template record >
 * Includes). It is the same setup as the set example/site-frontend (Configuration/Sets/SiteFrontend)
 * with the constants written from the set's settings definitions (Configuration/TypoScript/constants.typoscript).
 */

defined('TYPO3') or die();

\TYPO3\CMS\Core\Utility\ExtensionManagementUtility::addStaticFile(
    'site_frontend',
    'Configuration/TypoScript',
    'Site frontend'
);
