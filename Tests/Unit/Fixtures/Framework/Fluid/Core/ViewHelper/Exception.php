<?php

declare(strict_types=1);

// Stand-in (tests only) for Fluid's ViewHelper Exception.

namespace TYPO3Fluid\Fluid\Core\ViewHelper;

class Exception extends \Exception
{
}
