"""Training: the loop, learning-rate schedules, the loss and checkpoints."""
