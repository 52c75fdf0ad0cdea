<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's UriValue (a host or URL source, wildcards allowed).

namespace TYPO3\CMS\Core\Security\ContentSecurityPolicy;

final class UriValue implements SourceInterface, \Stringable
{
    public function __construct(private readonly string $value)
    {
    }

    public function __toString(): string
    {
        return $this->value;
    }
}
