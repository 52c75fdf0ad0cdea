<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's Site: its identifier and its settings.

namespace TYPO3\CMS\Core\Site\Entity;

class Site
{
    public function __construct(private readonly string $identifier, private readonly SiteSettings $settings)
    {
    }

    public function getIdentifier(): string
    {
        return $this->identifier;
    }

    public function getSettings(): SiteSettings
    {
        return $this->settings;
    }
}
