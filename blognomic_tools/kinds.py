"""The closed sets of words the blog and the tally use: what kind of post a post is, the status the blog gives it,
and the tally's verdict on it. Each is a ``StrEnum``: a member is the very string it stands for (it compares equal
to it, hashes as it, and prints and serialises as it), so JSON output and the words shown are those strings."""
from __future__ import annotations

from enum import StrEnum


class PostKind(StrEnum):
    """What kind of post a post of the blog is (Post.kind): read from its title's prefix or its category."""

    PROPOSAL = "proposal"
    CFJ = "cfj"
    DOV = "dov"
    STORY = "story"
    ASCENSION = "ascension"
    OTHER = "other"


VOTABLE = (PostKind.PROPOSAL, PostKind.CFJ, PostKind.DOV)  # the kinds of post that are voted on


class PostStatus(StrEnum):
    """The status the blog shows for a post (Post.status)."""

    PENDING = "pending"
    ENACTED = "enacted"
    FAILED = "failed"
    VETOED = "vetoed"
    ILLEGAL = "illegal"


class TallyVerdict(StrEnum):
    """What an admin may do now with a matter, as the tally says it (tally.Verdict.verdict)."""

    ENACTABLE = "enactable now"
    FAILABLE = "failable now"
    NOT_YET = "not yet"
    CANNOT_TELL = "cannot tell"
    RESOLVED = "resolved"  # the blog shows it enacted, failed, ... already
    NOT_VOTABLE = "not votable"
    ILLEGAL = "illegal"  # over the Proposal limits
