"""The leaf layer every reader stands on; it imports nothing of the project but ``models``.

- ``citations``: ``Citation``, ``Field``, ``Unrecognised``: a value with the rule text it was read from;
- ``numbers``: the one reader of numbers in digits or words, ordinals, fractions, months, counts and amounts;
- ``text``: ``Reader``, a Ruleset's rules in force as paragraph units, searched fast and cited by sentence;
- ``phrasing``: the one phrasing compiler, with the one slot vocabulary of ``phrasings.slots``.
- ``places``: ``Place``, a place in the Ruleset where a proposal's order applies (its typed steps: a labelled part,
  a paragraph, a sentence, a list, an item, an anchor of quoted words), built by the proposal reader and read by
  the enactor; it imports nothing of the project.
"""
