<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's PolicyMutatedEvent.

namespace TYPO3\CMS\Core\Security\ContentSecurityPolicy\Event;

use Psr\Http\Message\ServerRequestInterface;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\MutationCollection;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\Policy;
use TYPO3\CMS\Core\Security\ContentSecurityPolicy\Scope;

final class PolicyMutatedEvent
{
    private Policy $currentPolicy;
    /** @var list<MutationCollection> */
    private array $mutationCollections;

    public function __construct(
        public readonly Scope $scope,
        public readonly ?ServerRequestInterface $request,
        public readonly Policy $defaultPolicy,
        Policy $currentPolicy,
        MutationCollection ...$mutationCollections
    ) {
        $this->currentPolicy = $currentPolicy;
        $this->mutationCollections = array_values($mutationCollections);
    }

    public function getCurrentPolicy(): Policy
    {
        return $this->currentPolicy;
    }

    public function setCurrentPolicy(Policy $currentPolicy): void
    {
        $this->currentPolicy = $currentPolicy;
    }

    /** @return list<MutationCollection> */
    public function getMutationCollections(): array
    {
        return $this->mutationCollections;
    }
}
