<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's Locale: the language code of a locale like "de-DE".

namespace TYPO3\CMS\Core\Localization;

final class Locale implements \Stringable
{
    public function __construct(private readonly string $locale = 'en')
    {
    }

    public function getLanguageCode(): string
    {
        return strtolower((string)preg_split('/[-_.]/', $this->locale)[0]);
    }

    public function __toString(): string
    {
        return $this->locale;
    }
}
