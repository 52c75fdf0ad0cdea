<?php

$EM_CONF[$_EXTKEY] = [
    'title' => 'Site frontend',
    'description' => 'React widgets mounted on CMS-rendered frames, the data processors and view helper that write their settings, and the site\'s Content-Security-Policy.',
    'category' => 'fe',
    'state' => 'stable',
    'version' => '0.1.0',
    'constraints' => [
        'depends' => [
            'php' => '8.2.0-8.4.99',
            'typo3' => '13.4.0-14.3.99',
            'fluid_styled_content' => '13.4.0-14.3.99',
        ],
        'conflicts' => [],
        'suggests' => [],
    ],
    'autoload' => [
        'psr-4' => [
            'Example\\SiteFrontend\\' => 'Classes/',
        ],
    ],
];
