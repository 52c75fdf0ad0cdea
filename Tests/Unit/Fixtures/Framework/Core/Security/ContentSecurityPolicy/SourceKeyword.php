<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's SourceKeyword (the cases, no applicability rules).

namespace TYPO3\CMS\Core\Security\ContentSecurityPolicy;

enum SourceKeyword: string implements SourceInterface
{
    case none = 'none';
    case self = 'self';
    case unsafeInline = 'unsafe-inline';
    case unsafeEval = 'unsafe-eval';
    case unsafeHashes = 'unsafe-hashes';
    case wasmUnsafeEval = 'wasm-unsafe-eval';
    case reportSample = 'report-sample';
    case strictDynamic = 'strict-dynamic';
    case nonceProxy = 'nonce-proxy';
}
