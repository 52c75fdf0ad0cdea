<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\DataProcessing;

use Example\SiteFrontend\DataProcessing\LabelOverridesProcessor;
use Example\SiteFrontend\Tests\Unit\Fixtures\Request;
use PHPUnit\Framework\TestCase;
use TYPO3\CMS\Core\Site\Entity\SiteLanguage;
use TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer;

final class LabelOverridesProcessorTest extends TestCase
{
    private const LABELS = 'EXT:site_frontend/Resources/Private/Language/locallang.xlf';

    /** @var array<string, mixed>|null */
    private ?array $previous = null;

    protected function setUp(): void
    {
        $this->previous = $GLOBALS['TYPO3_CONF_VARS'] ?? null;
    }

    protected function tearDown(): void
    {
        $GLOBALS['TYPO3_CONF_VARS'] = $this->previous;
    }

    /** EXT:my_site/… resolves to Tests/Unit/Fixtures/Language/…; the paths read are recorded. */
    private static function processor(array &$read = []): LabelOverridesProcessor
    {
        return new LabelOverridesProcessor(static function (string $path) use (&$read): string {
            $read[] = $path;
            return str_starts_with($path, 'EXT:my_site/') ? __DIR__ . '/../Fixtures/Language/' . substr($path, strlen('EXT:my_site/')) : '';
        });
    }

    private static function process(LabelOverridesProcessor $processor, string $locale, array $registry): array
    {
        $GLOBALS['TYPO3_CONF_VARS']['SYS']['locallangXMLOverride'] = $registry;
        $cObj = new ContentObjectRenderer([], new Request(['language' => new SiteLanguage($locale === 'en-GB' ? 1 : 0, $locale)]));
        return $processor->process($cObj, [], [], ['data' => []]);
    }

    public function testASiteThatOverridesNothingGetsNothingAndReadsNoFile(): void
    {
        $read = [];
        $processor = self::processor($read);
        self::assertSame([], self::process($processor, 'de-DE', [])['labelOverrides']);
        self::assertSame([], self::process($processor, 'en-GB', ['de' => [self::LABELS => ['EXT:my_site/de.locallang.xlf']]])['labelOverrides']);
        self::assertSame([], self::process($processor, 'de-DE', [self::LABELS => ['EXT:my_site/locallang.xlf'], 'EXT:other/locallang.xlf' => ['EXT:my_site/x.xlf']])['labelOverrides']);
        self::assertSame([], $read);
    }

    public function testEnglishPagesGetTheOverriddenSourcesTheBundleKnows(): void
    {
        $result = self::process(self::processor(), 'en-GB', [self::LABELS => ['EXT:my_site/locallang.xlf']]);
        self::assertSame(['map.load' => 'Show the map', 'mobileMenu.title' => 'Menu & more '], $result['labelOverrides']);
    }

    public function testGermanPagesGetTheApprovedTargetsAndALaterFileWins(): void
    {
        $result = self::process(self::processor(), 'de-DE', [
            self::LABELS => ['EXT:my_site/locallang.xlf'],
            'de' => [self::LABELS => ['EXT:my_site/de.locallang.xlf', 'EXT:my_site/de.later.xlf']],
        ]);
        self::assertSame(['mobileMenu.close' => 'Menü schließen', 'map.load' => 'Zur Karte'], $result['labelOverrides']);
        $first = self::process(self::processor(), 'de-DE', ['de' => [self::LABELS => ['EXT:my_site/de.locallang.xlf']]]);
        self::assertSame(['map.load' => 'Karte anzeigen </script>'], $first['labelOverrides']);
    }

    public function testHostileTextIsDataTheViewHelperEscapes(): void
    {
        $result = self::process(self::processor(), 'de-DE', ['de' => [self::LABELS => ['EXT:my_site/de.locallang.xlf']]]);
        $viewHelper = new \Example\SiteFrontend\ViewHelpers\FrameSettingsViewHelper();
        $viewHelper->setArguments(['settings' => $result['labelOverrides'], 'id' => 'sf-labels']);
        self::assertSame('<script type="application/json" id="sf-labels">{"map.load":"Karte anzeigen \u003C\/script\u003E"}</script>', $viewHelper->render());
    }

    public function testEntitiesBrokenAndMissingFilesAreIgnored(): void
    {
        $result = self::process(self::processor(), 'en-US', [self::LABELS => [
            'EXT:my_site/entities.xlf',
            'EXT:my_site/broken.xlf',
            'EXT:my_site/missing.xlf',
            'EXT:unknown/locallang.xlf',
            ['not a path'],
        ]]);
        self::assertSame([], $result['labelOverrides']);
    }

    public function testTheVariableNameAndARequestWithoutLanguage(): void
    {
        $GLOBALS['TYPO3_CONF_VARS']['SYS']['locallangXMLOverride'] = [self::LABELS => ['EXT:my_site/locallang.xlf']];
        $result = self::processor()->process(new ContentObjectRenderer([], new Request()), [], ['as' => 'labels'], []);
        self::assertSame('Show the map', $result['labels']['map.load']);
    }
}
