<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's ApplicationType (the two cases and isFrontend()).

namespace TYPO3\CMS\Core\Http;

enum ApplicationType: string
{
    case FRONTEND = 'frontend';
    case BACKEND = 'backend';

    public function isFrontend(): bool
    {
        return $this === self::FRONTEND;
    }
}
