<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's MutationMode.

namespace TYPO3\CMS\Core\Security\ContentSecurityPolicy;

enum MutationMode: string
{
    case Set = 'set';
    case Append = 'append';
    case InheritOnce = 'inherit-once';
    case InheritAgain = 'inherit-again';
    case Extend = 'extend';
    case Reduce = 'reduce';
    case Remove = 'remove';
}
