<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's ContentObjectRenderer: the record (`data`), the request,
// stdWrapValue() without stdWrap (a `key.` configuration is not evaluated), checkIf() reading
// `isTrue`, and createUrl() resolving `parameter` through a table the test gives.

namespace TYPO3\CMS\Frontend\ContentObject;

use Psr\Http\Message\ServerRequestInterface;

class ContentObjectRenderer
{
    /** @var array<string, mixed> the current record */
    public $data = [];

    private ?ServerRequestInterface $request = null;

    /** @var array<string, string> test table: typolink parameter => URL */
    public array $urls = [];

    /** @param array<string, mixed> $data */
    public function __construct(array $data = [], ?ServerRequestInterface $request = null)
    {
        $this->data = $data;
        $this->request = $request;
    }

    public function setRequest(ServerRequestInterface $request): void
    {
        $this->request = $request;
    }

    public function getRequest(): ServerRequestInterface
    {
        if ($this->request === null) {
            throw new \LogicException('The request has not been set', 1689670345);
        }
        return $this->request;
    }

    /** @param array<string, mixed> $config */
    public function stdWrapValue(string $key, array $config, $defaultValue = '')
    {
        return array_key_exists($key, $config) ? $config[$key] : $defaultValue;
    }

    /** @param array<string, mixed> $conf */
    public function checkIf($conf): bool
    {
        return !is_array($conf) || !array_key_exists('isTrue', $conf) || (bool)$conf['isTrue'];
    }

    /** @param array<string, mixed> $conf */
    public function createUrl(array $conf): string
    {
        return $this->urls[(string)($conf['parameter'] ?? '')] ?? '';
    }
}
