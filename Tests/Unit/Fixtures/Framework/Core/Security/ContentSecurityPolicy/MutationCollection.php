<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's MutationCollection.

namespace TYPO3\CMS\Core\Security\ContentSecurityPolicy;

final class MutationCollection
{
    /** @var list<Mutation> */
    public readonly array $mutations;

    public function __construct(Mutation ...$mutations)
    {
        $this->mutations = array_values($mutations);
    }
}
