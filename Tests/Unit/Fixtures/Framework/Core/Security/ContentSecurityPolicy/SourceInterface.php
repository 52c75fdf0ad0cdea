<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's CSP source marker interface.

namespace TYPO3\CMS\Core\Security\ContentSecurityPolicy;

interface SourceInterface
{
}
