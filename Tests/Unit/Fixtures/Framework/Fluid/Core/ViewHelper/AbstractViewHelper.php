<?php

declare(strict_types=1);

// Stand-in (tests only) for Fluid 4's AbstractViewHelper (TYPO3 v13): registerArgument() and the
// `arguments` the template passes, with the registered defaults applied (setArguments() is the
// renderer's job in Fluid; here the test calls it).

namespace TYPO3Fluid\Fluid\Core\ViewHelper;

abstract class AbstractViewHelper
{
    /** @var array<string, mixed> */
    protected $arguments = [];

    /** @var array<string, array{type: string, description: string, required: bool, default: mixed}> */
    protected $argumentDefinitions = [];

    /** @var bool */
    protected $escapeOutput = true;

    /** @var bool */
    protected $escapeChildren = true;

    public function initializeArguments()
    {
    }

    /** @return static */
    protected function registerArgument($name, $type, $description, $required = false, $defaultValue = null, $escape = null)
    {
        if (isset($this->argumentDefinitions[$name])) {
            throw new Exception('Argument "' . $name . '" has already been defined, thus it should not be defined again.', 1253036401);
        }
        $this->argumentDefinitions[$name] = [
            'type' => $type,
            'description' => $description,
            'required' => $required,
            'default' => $defaultValue,
        ];
        return $this;
    }

    /** @return array<string, array{type: string, description: string, required: bool, default: mixed}> */
    public function prepareArguments()
    {
        $this->argumentDefinitions = [];
        $this->initializeArguments();
        return $this->argumentDefinitions;
    }

    /** @param array<string, mixed> $arguments */
    public function setArguments(array $arguments)
    {
        $definitions = $this->prepareArguments();
        foreach ($definitions as $name => $definition) {
            if (!array_key_exists($name, $arguments)) {
                if ($definition['required']) {
                    throw new Exception('Required argument "' . $name . '" was not supplied.', 1237823699);
                }
                $arguments[$name] = $definition['default'];
            }
        }
        $this->arguments = $arguments;
    }

    public function isOutputEscapingEnabled()
    {
        return $this->escapeOutput !== false;
    }
}
