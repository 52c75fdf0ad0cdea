<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's interface of the same name.

namespace TYPO3\CMS\Frontend\ContentObject;

interface DataProcessorInterface
{
    /**
     * @param array<string, mixed> $contentObjectConfiguration
     * @param array<string, mixed> $processorConfiguration
     * @param array<string, mixed> $processedData
     * @return array<string, mixed>
     */
    public function process(
        ContentObjectRenderer $cObj,
        array $contentObjectConfiguration,
        array $processorConfiguration,
        array $processedData
    );
}
