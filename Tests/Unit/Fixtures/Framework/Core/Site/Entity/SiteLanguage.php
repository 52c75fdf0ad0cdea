<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's SiteLanguage: its id and locale.

namespace TYPO3\CMS\Core\Site\Entity;

use TYPO3\CMS\Core\Localization\Locale;

class SiteLanguage
{
    public function __construct(private readonly int $languageId, private readonly string $locale)
    {
    }

    public function getLanguageId(): int
    {
        return $this->languageId;
    }

    public function getLocale(): Locale
    {
        return new Locale($this->locale);
    }
}
