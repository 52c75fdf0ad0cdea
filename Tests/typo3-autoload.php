<?php

declare(strict_types=1);

/*
 * Loads TYPO3's own classes for the PHP tests and the Fluid rendering of the demo pages: the
 * composer `vendor/` folder named by SF_TYPO3_VENDOR (scripts/php-test.sh sets it: composer's
 * vendor/, or a source archive of Build/typo3-sources/ unpacked into .cache/typo3/<line>/).
 * Each package's own composer.json says which namespace lives in which folder; its `files` are
 * included as composer does (where the archive holds them: it leaves out core's debug helpers). Returns the TYPO3 line ('13.4', '14.3') it loaded.
 */

return (static function (): string {
    $vendor = getenv('SF_TYPO3_VENDOR') ?: '';
    if ($vendor === '' || !is_dir($vendor . '/typo3/cms-core')) {
        fwrite(STDERR, "TYPO3's classes are missing: run the PHP tests with `npm run test:php` (scripts/php-test.sh),\n"
            . "which unpacks Build/typo3-sources/typo3-<line>.tar.xz, or run `composer install` and set\n"
            . "SF_TYPO3_VENDOR=\$PWD/vendor. SF_TYPO3_VENDOR is now '" . $vendor . "'.\n");
        exit(1);
    }
    if (is_file($vendor . '/autoload.php')) {
        require_once $vendor . '/autoload.php';
    } else {
        $prefixes = [];
        $files = [];
        foreach (glob($vendor . '/*/*/composer.json') ?: [] as $manifest) {
            $package = dirname($manifest);
            $autoload = json_decode((string)file_get_contents($manifest), true)['autoload'] ?? [];
            foreach ($autoload['psr-4'] ?? [] as $prefix => $folder) {
                $prefixes[$prefix] = rtrim($package . '/' . $folder, '/') . '/';
            }
            foreach ($autoload['files'] ?? [] as $file) {
                $files[] = $package . '/' . $file;
            }
        }
        (require __DIR__ . '/psr4-autoload.php')($prefixes);
        foreach ($files as $file) {
            if (is_file($file)) {
                require_once $file;
            }
        }
    }
    $version = (new \TYPO3\CMS\Core\Information\Typo3Version())->getBranch();
    $wanted = getenv('SF_TYPO3_LINE') ?: '';
    if ($wanted !== '' && $wanted !== $version) {
        fwrite(STDERR, "SF_TYPO3_LINE is $wanted but $vendor holds TYPO3 $version.\n");
        exit(1);
    }
    return $version;
})();
