<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's Scope: singletons of an application type, optionally of
// one site.

namespace TYPO3\CMS\Core\Security\ContentSecurityPolicy;

use TYPO3\CMS\Core\Http\ApplicationType;

final class Scope implements \Stringable
{
    /** @var array<string, self> */
    private static array $singletons = [];

    private function __construct(public readonly ApplicationType $type, public readonly ?string $siteIdentifier = null)
    {
    }

    public static function frontend(): self
    {
        return self::asSingleton(new self(ApplicationType::FRONTEND));
    }

    public static function backend(): self
    {
        return self::asSingleton(new self(ApplicationType::BACKEND));
    }

    public static function frontendSiteIdentifier(string $siteIdentifier): self
    {
        return self::asSingleton(new self(ApplicationType::FRONTEND, $siteIdentifier));
    }

    public function isFrontendSite(): bool
    {
        return $this->siteIdentifier !== null && $this->type->isFrontend();
    }

    public function __toString(): string
    {
        return $this->type->value . ($this->siteIdentifier !== null ? '.' . $this->siteIdentifier : '');
    }

    private static function asSingleton(self $scope): self
    {
        return self::$singletons[(string)$scope] ??= $scope;
    }
}
