<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's Scope (frontend / backend, optionally of one site).

namespace TYPO3\CMS\Core\Security\ContentSecurityPolicy;

final class Scope implements \Stringable
{
    private function __construct(public readonly string $type, public readonly ?string $siteIdentifier = null)
    {
    }

    public static function frontend(): self
    {
        return new self('frontend');
    }

    public static function backend(): self
    {
        return new self('backend');
    }

    public static function frontendSiteIdentifier(string $siteIdentifier): self
    {
        return new self('frontend', $siteIdentifier);
    }

    public function __toString(): string
    {
        return $this->type . ($this->siteIdentifier !== null ? '.' . $this->siteIdentifier : '');
    }
}
