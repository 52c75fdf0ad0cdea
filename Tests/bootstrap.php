<?php

declare(strict_types=1);

/*
 * PHPUnit bootstrap (no Composer: the tests run offline on Debian's php-cli and phpunit).
 * A PSR-4 autoloader for the extension (Example\SiteFrontend\ => Classes/), its tests
 * (Example\SiteFrontend\Tests\ => Tests/) and the stand-ins of the TYPO3, Fluid and PSR types the
 * extension touches (Tests/Unit/Fixtures/Framework/, in their real namespaces). Nothing else loads
 * the stand-ins.
 */

$root = dirname(__DIR__);
$framework = __DIR__ . '/Unit/Fixtures/Framework/';
$prefixes = [
    'Example\\SiteFrontend\\Tests\\' => __DIR__ . '/',
    'Example\\SiteFrontend\\' => $root . '/Classes/',
    'TYPO3\\CMS\\Core\\' => $framework . 'Core/',
    'TYPO3\\CMS\\Frontend\\' => $framework . 'Frontend/',
    'TYPO3Fluid\\Fluid\\' => $framework . 'Fluid/',
    'Psr\\Http\\Message\\' => $framework . 'Psr/Http/Message/',
];

(require __DIR__ . '/psr4-autoload.php')($prefixes);

defined('TYPO3') or define('TYPO3', 'testing');
