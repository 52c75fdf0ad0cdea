/** The details widgets' settings: issue 25's `reviewBatch`, and 5g's review policy link. */
import { detailsSettingsSchema } from './settings';

describe('details settings', () => {
  it('issue 25 reviewBatch: 10 by default, 1 to 50; a bad value is reported and takes 10', () => {
    expect(detailsSettingsSchema.read({}).value.reviewBatch).toBe(10);
    expect(detailsSettingsSchema.read({ reviewBatch: 5 }).value.reviewBatch).toBe(5);
    const bad = detailsSettingsSchema.read({ reviewBatch: 500 });
    expect(bad.value.reviewBatch).toBe(10);
    expect(bad.issues.map((issue) => issue.path)).toEqual(['reviewBatch']);
  });

  it.each([['//evil.example'], ['/\\evil.example'], ['javascript:alert(1)']])(
    '5g reviewPolicyUrl %p is no same-site path: reported, the link left out',
    (value) => {
      const read = detailsSettingsSchema.read({ reviewPolicyUrl: value });
      expect(read.value.reviewPolicyUrl).toBe('');
      expect(read.issues.map((issue) => issue.path)).toEqual(['reviewPolicyUrl']);
    },
  );

  it.each([['/kontakt.html'], ['https://www.example.org/bewertungen']])(
    '5g reviewPolicyUrl %p is kept',
    (value) => {
      const read = detailsSettingsSchema.read({ reviewPolicyUrl: value });
      expect(read).toEqual({
        value: expect.objectContaining({ reviewPolicyUrl: value }) as unknown,
        issues: [],
      });
    },
  );
});
