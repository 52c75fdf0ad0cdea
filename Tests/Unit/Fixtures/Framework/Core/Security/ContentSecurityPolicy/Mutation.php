<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's Mutation.

namespace TYPO3\CMS\Core\Security\ContentSecurityPolicy;

final class Mutation
{
    /** @var list<SourceInterface> */
    public readonly array $sources;

    public function __construct(
        public readonly MutationMode $mode,
        public readonly Directive $directive,
        SourceInterface ...$sources
    ) {
        $this->sources = array_values($sources);
    }
}
