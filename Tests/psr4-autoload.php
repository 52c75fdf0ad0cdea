<?php

declare(strict_types=1);

/*
 * Registers a PSR-4 autoloader for namespace prefix => folder pairs, the longest prefix first as
 * composer resolves them. Used by Tests/bootstrap.php and Tests/typo3-autoload.php.
 *
 * @param array<string, string> $prefixes folders end with '/'
 */
return static function (array $prefixes): void {
    uksort($prefixes, static fn (string $a, string $b): int => strlen($b) <=> strlen($a));
    spl_autoload_register(static function (string $class) use ($prefixes): void {
        foreach ($prefixes as $prefix => $folder) {
            if (str_starts_with($class, $prefix)) {
                $file = $folder . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
                if (is_file($file)) {
                    require $file;
                    return;
                }
            }
        }
    });
};
