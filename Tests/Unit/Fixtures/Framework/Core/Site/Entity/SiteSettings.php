<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's SiteSettings, built from the flat identifier => value map
// of a site set's settings (as settings.definitions.yaml declares them).

namespace TYPO3\CMS\Core\Site\Entity;

final class SiteSettings
{
    /** @param array<string, mixed> $settings identifier => value */
    public function __construct(private readonly array $settings)
    {
    }

    public function has(string $identifier): bool
    {
        return array_key_exists($identifier, $this->settings);
    }

    public function isEmpty(): bool
    {
        return $this->settings === [];
    }

    /** @return mixed */
    public function get(string $identifier, mixed $defaultValue = null)
    {
        return $this->settings[$identifier] ?? $defaultValue;
    }

    /** @return list<string> */
    public function getIdentifiers(): array
    {
        return array_keys($this->settings);
    }
}
