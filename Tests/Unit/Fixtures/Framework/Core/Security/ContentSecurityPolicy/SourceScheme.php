<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's SourceScheme.

namespace TYPO3\CMS\Core\Security\ContentSecurityPolicy;

enum SourceScheme: string implements SourceInterface
{
    case blob = 'blob';
    case data = 'data';
    case filesystem = 'filesystem';
    case http = 'http';
    case https = 'https';
    case mediastream = 'mediastream';
    case ws = 'ws';
    case wss = 'wss';
}
